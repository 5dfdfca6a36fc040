// The real API returns a bare array when a list is requested without `limit`, and
// `{count, next, previous, results}` with it. Screens read one shape.

export interface Paginated<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

export type ListBody<T> = T[] | Paginated<T>

export function isPaginated<T>(body: unknown): body is Paginated<T> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Array.isArray((body as Paginated<T>).results)
}

export function normaliseList<T>(body: ListBody<T> | null | undefined): Paginated<T> {
  if (Array.isArray(body)) return { count: body.length, next: null, previous: null, results: body }
  if (isPaginated<T>(body)) {
    return {
      count: typeof body.count === 'number' ? body.count : body.results.length,
      next: body.next ?? null,
      previous: body.previous ?? null,
      results: body.results,
    }
  }
  return { count: 0, next: null, previous: null, results: [] }
}
