// Test helper: a small in-memory list endpoint with the platform's semantics (offset/limit, search, order, exact
// filters, spm, OPTIONS metadata, row and bulk delete, bulk PATCH, create, update), for component tests. Given the
// list operation (rather than a URL), it answers whole rows of the contract: the fields a test gives, completed by
// `contractRow` (src/test/contract.ts), so the response checks hold.
import { http, HttpResponse, type RequestHandler } from 'msw'
import type { OptionsMetadata } from '../components/data/metadata'
import { commonResourcesCache } from '../generated/operations/common'
import { urlOf, type Operation } from '../http/operation'
import { contractRow } from './contract'

export type Item = Record<string, unknown> & { id: string }

export interface FakeEndpoint {
  items: Item[]
  handlers: RequestHandler[]
  spms: Map<string, string[]>
}

export const CACHE = urlOf(commonResourcesCache)

/**
 * `meta`: the OPTIONS answer; leave it out to let the contract-driven mock answer it (src/test/contract.ts,
 * contractFallback).
 */
export function fakeEndpoint(
  source: string | Operation,
  meta: OptionsMetadata | undefined,
  seed: Item[],
  options: { searchFields?: string[]; retrieve?: Operation } = {},
): FakeEndpoint {
  const state: FakeEndpoint = { items: seed.map((i) => ({ ...i })), handlers: [], spms: new Map() }
  const url = typeof source === 'string' ? source : source.path
  const listOp = typeof source === 'string' ? undefined : source
  /** A list row as the contract answers it, and one object (the retrieve operation's, when given). */
  const row = (i: Item): Item => (listOp ? (contractRow(listOp, i) as Item) : i)
  const one = (i: Item): Item => (options.retrieve ? (contractRow(options.retrieve, i) as Item) : row(i))
  const searchFields = options.searchFields ?? ['name']
  const filterOf = (params: URLSearchParams): Item[] => {
    let rows = [...state.items]
    const search = params.get('search')
    if (search)
      rows = rows.filter((r) =>
        searchFields.some((f) =>
          String(r[f] ?? '')
            .toLowerCase()
            .includes(search.toLowerCase()),
        ),
      )
    const spm = params.get('spm')
    if (spm) {
      const ids = state.spms.get(spm) ?? []
      rows = rows.filter((r) => ids.includes(r.id))
    }
    for (const [key, value] of params.entries()) {
      if (['search', 'spm', 'offset', 'limit', 'order', 'draw', 'display', 'format', 'fields_size'].includes(key)) continue
      rows = rows.filter((r) => String(r[key]) === value)
    }
    const order = params.get('order')
    if (order) {
      const desc = order.startsWith('-')
      const field = desc ? order.slice(1) : order
      rows.sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (desc ? -1 : 1))
    }
    return rows
  }
  state.handlers = [
    ...(meta ? [http.options(url, () => HttpResponse.json(meta))] : []),
    http.get(url, ({ request }) => {
      const params = new URL(request.url).searchParams
      const rows = filterOf(params)
      const limit = params.get('limit')
      if (!limit) return HttpResponse.json(rows.map(row))
      const offset = Number(params.get('offset') ?? 0)
      const next = offset + Number(limit) < rows.length ? `http://testserver${url}?limit=${limit}&offset=${offset + Number(limit)}` : null
      return HttpResponse.json({ count: rows.length, next, previous: null, results: rows.slice(offset, offset + Number(limit)).map(row) })
    }),
    http.get(`${url}:id/`, ({ params }) => {
      const found = state.items.find((i) => i.id === params.id)
      return found
        ? HttpResponse.json(one(found))
        : HttpResponse.json({ detail: 'Object does not exist.', code: 'object_does_not_exist' }, { status: 404 })
    }),
    http.delete(`${url}:id/`, ({ params }) => {
      const before = state.items.length
      state.items = state.items.filter((i) => i.id !== params.id)
      return before === state.items.length
        ? HttpResponse.json({ detail: 'Not found' }, { status: 404 })
        : new HttpResponse(null, { status: 204 })
    }),
    http.delete(url, ({ request }) => {
      const spm = new URL(request.url).searchParams.get('spm')
      if (!spm) return new HttpResponse(null, { status: 400 })
      const ids = state.spms.get(spm) ?? []
      state.items = state.items.filter((i) => !ids.includes(i.id))
      return new HttpResponse(null, { status: 204 })
    }),
    http.patch(url, async ({ request }) => {
      const body = (await request.json()) as Array<Record<string, unknown>>
      const saved: Item[] = []
      for (const patch of body) {
        const found = state.items.find((i) => i.id === patch.id)
        if (found) saved.push(Object.assign(found, patch))
      }
      return HttpResponse.json(listOp ? saved.map(row) : body)
    }),
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      // a new id of the contract's format (uuid), numbered so a test can tell creations apart
      const item = { ...body, id: `00000000-0000-4000-8000-${String(state.items.length + 1).padStart(12, '0')}` } as Item
      state.items.push(item)
      return HttpResponse.json(one(item), { status: 201 })
    }),
    http.put(`${url}:id/`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      const found = state.items.find((i) => i.id === params.id)
      if (!found) return HttpResponse.json({ detail: 'Not found' }, { status: 404 })
      Object.assign(found, body)
      return HttpResponse.json(one(found))
    }),
  ]
  return state
}

/** The spm cache endpoint shared by every fake endpoint of a test. */
export function cacheHandler(endpoints: FakeEndpoint[]): RequestHandler {
  let n = 0
  return http.post(CACHE, async ({ request }) => {
    const body = (await request.json()) as { resources: string[] }
    n += 1
    // a cache key of the contract's format (uuid)
    const spm = `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`
    for (const e of endpoints) e.spms.set(spm, body.resources)
    return HttpResponse.json({ spm })
  })
}

/**
 * The OPTIONS metadata of a synthetic resource ("test groups": a name, a source choice, a comment, a switch, a date)
 * for the tests of the generic screens. It is no resource of the contract: serve it at a path the contract does not
 * have (e.g. `/api/test/groups/`), where no response check applies.
 */
export const GROUP_META: OptionsMetadata = {
  name: 'Test Group List',
  actions: {
    GET: {
      id: { type: 'string', label: 'ID', filter: true },
      name: { type: 'string', label: 'Name', required: true, max_length: 128, filter: true, order: true },
      source: {
        type: 'choice',
        label: 'Source',
        filter: true,
        choices: [
          { value: 'local', display_name: 'Local' },
          { value: 'ldap', display_name: 'LDAP/AD' },
        ],
      },
      comment: { type: 'string', label: 'Comment' },
      is_active: { type: 'boolean', label: 'Active' },
      date_created: { type: 'datetime', label: 'Date created', read_only: true },
    },
    POST: {
      name: { type: 'string', label: 'Name', required: true, max_length: 128 },
      email: { type: 'email', label: 'Email', required: true, max_length: 128 },
      source: {
        type: 'choice',
        label: 'Source',
        choices: [
          { value: 'local', display_name: 'Local' },
          { value: 'ldap', display_name: 'LDAP/AD' },
        ],
      },
      comment: { type: 'string', label: 'Comment' },
      is_active: { type: 'boolean', label: 'Active', default: true },
      date_created: { type: 'datetime', label: 'Date created', read_only: true },
    },
  },
}
GROUP_META.actions!.PUT = GROUP_META.actions!.POST

/** `n` rows of the synthetic test groups of GROUP_META: `g001` … `group-001` …, one in three from LDAP, every other active. */
export function seedGroups(n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `g${String(i + 1).padStart(3, '0')}`,
    name: `group-${String(i + 1).padStart(3, '0')}`,
    source: i % 3 === 0 ? 'ldap' : 'local',
    source_display: i % 3 === 0 ? 'LDAP/AD' : 'Local',
    comment: `comment ${i + 1}`,
    email: `g${i + 1}@example.com`,
    is_active: i % 2 === 0,
    date_created: '2024/01/02 03:04:05 +0000',
  }))
}
