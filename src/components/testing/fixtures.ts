// Test helper: a small in-memory list endpoint with the platform's semantics (offset/limit, search, order, exact
// filters, spm, OPTIONS metadata, row and bulk delete, bulk PATCH, create, update), for component tests.
import { http, HttpResponse, type RequestHandler } from 'msw'
import type { OptionsMetadata } from '../data/metadata'

export type Item = Record<string, unknown> & { id: string }

export interface FakeEndpoint {
  items: Item[]
  handlers: RequestHandler[]
  spms: Map<string, string[]>
}

export const CACHE = '/api/v1/common/resources/cache/'

export function fakeEndpoint(url: string, meta: OptionsMetadata, seed: Item[], options: { searchFields?: string[] } = {}): FakeEndpoint {
  const state: FakeEndpoint = { items: seed.map((i) => ({ ...i })), handlers: [], spms: new Map() }
  const searchFields = options.searchFields ?? ['name']
  const filterOf = (params: URLSearchParams): Item[] => {
    let rows = [...state.items]
    const search = params.get('search')
    if (search) rows = rows.filter((r) => searchFields.some((f) => String(r[f] ?? '').toLowerCase().includes(search.toLowerCase())))
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
    http.options(url, () => HttpResponse.json(meta)),
    http.get(url, ({ request }) => {
      const params = new URL(request.url).searchParams
      const rows = filterOf(params)
      const limit = params.get('limit')
      if (!limit) return HttpResponse.json(rows)
      const offset = Number(params.get('offset') ?? 0)
      return HttpResponse.json({ count: rows.length, next: offset + Number(limit) < rows.length ? 'next' : null, previous: null, results: rows.slice(offset, offset + Number(limit)) })
    }),
    http.get(`${url}:id/`, ({ params }) => {
      const found = state.items.find((i) => i.id === params.id)
      return found ? HttpResponse.json(found) : HttpResponse.json({ detail: 'Object does not exist.', code: 'object_does_not_exist' }, { status: 404 })
    }),
    http.delete(`${url}:id/`, ({ params }) => {
      const before = state.items.length
      state.items = state.items.filter((i) => i.id !== params.id)
      return before === state.items.length ? HttpResponse.json({ detail: 'Not found' }, { status: 404 }) : new HttpResponse(null, { status: 204 })
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
      for (const patch of body) {
        const found = state.items.find((i) => i.id === patch.id)
        if (found) Object.assign(found, patch)
      }
      return HttpResponse.json(body)
    }),
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      const item = { ...body, id: `new-${state.items.length + 1}` } as Item
      state.items.push(item)
      return HttpResponse.json(item, { status: 201 })
    }),
    http.put(`${url}:id/`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      const found = state.items.find((i) => i.id === params.id)
      if (!found) return HttpResponse.json({ detail: 'Not found' }, { status: 404 })
      Object.assign(found, body)
      return HttpResponse.json(found)
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
    const spm = `spm-${n}`
    for (const e of endpoints) e.spms.set(spm, body.resources)
    return HttpResponse.json({ spm })
  })
}

export const GROUP_META: OptionsMetadata = {
  name: 'User Group List',
  actions: {
    GET: {
      id: { type: 'string', label: 'ID', filter: true },
      name: { type: 'string', label: 'Name', required: true, max_length: 128, filter: true, order: true },
      source: { type: 'choice', label: 'Source', filter: true, choices: [{ value: 'local', display_name: 'Local' }, { value: 'ldap', display_name: 'LDAP/AD' }] },
      comment: { type: 'string', label: 'Comment' },
      is_active: { type: 'boolean', label: 'Active' },
      date_created: { type: 'datetime', label: 'Date created', read_only: true },
    },
    POST: {
      name: { type: 'string', label: 'Name', required: true, max_length: 128 },
      email: { type: 'email', label: 'Email', required: true, max_length: 128 },
      source: { type: 'choice', label: 'Source', choices: [{ value: 'local', display_name: 'Local' }, { value: 'ldap', display_name: 'LDAP/AD' }] },
      comment: { type: 'string', label: 'Comment' },
      is_active: { type: 'boolean', label: 'Active', default: true },
      date_created: { type: 'datetime', label: 'Date created', read_only: true },
    },
  },
}
GROUP_META.actions!.PUT = GROUP_META.actions!.POST

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
