// Many-to-many relations stored as relation rows (the source of truth, served by the `*-relations` endpoints),
// with cached indexes both ways.
import type { Row } from '../db/store'
import type { MockState } from './state'

export interface M2M {
  collection: string
  from: string
  to: string
  /** `to` ids of a `from` id. */
  targets(state: MockState, fromId: string): string[]
  /** `from` ids of a `to` id. */
  sources(state: MockState, toId: string): string[]
  /**
   * Replaces the `to` ids of a `from` id; with `within`, only the ones it accepts (a user's groups of one
   * organisation: the groups of other organisations stay).
   */
  set(state: MockState, fromId: string, toIds: string[], extra?: Record<string, unknown>, within?: (toId: string) => boolean): void
  add(state: MockState, fromId: string, toIds: string[], extra?: Record<string, unknown>): void
  removeFrom(state: MockState, fromIds: Iterable<string>): void
  removeTo(state: MockState, toIds: Iterable<string>): void
}

let seq = 1_000_000
export const nextRelationPk = (): string => String(++seq)

export interface M2MOptions {
  /** Primary key of a new relation row (default: a sequence of its own above the seeded ones). */
  nextId?: (state: MockState) => string
}

export function m2m(collection: string, from: string, to: string, opts: M2MOptions = {}): M2M {
  const newId = opts.nextId ?? (() => nextRelationPk())
  const cache = new WeakMap<MockState, { v: number; fwd: Map<string, string[]>; back: Map<string, string[]> }>()
  const idx = (state: MockState) => {
    const coll = state.db.collection(collection)
    let hit = cache.get(state)
    if (!hit || hit.v !== coll.version) {
      const fwd = new Map<string, string[]>()
      const back = new Map<string, string[]>()
      for (const r of coll.all()) {
        const f = String(r[from])
        const t = String(r[to])
        ;(fwd.get(f) ?? fwd.set(f, []).get(f)!).push(t)
        ;(back.get(t) ?? back.set(t, []).get(t)!).push(f)
      }
      hit = { v: coll.version, fwd, back }
      cache.set(state, hit)
    }
    return hit
  }
  const api: M2M = {
    collection,
    from,
    to,
    targets: (state, id) => idx(state).fwd.get(id) ?? [],
    sources: (state, id) => idx(state).back.get(id) ?? [],
    set: (state, fromId, toIds, extra = {}, within) => {
      const coll = state.db.collection(collection)
      coll.removeWhere((r) => r[from] === fromId && (!within || within(String(r[to]))))
      api.add(state, fromId, toIds, extra)
    },
    add: (state, fromId, toIds, extra = {}) => {
      const coll = state.db.collection(collection)
      const have = new Set(api.targets(state, fromId))
      for (const t of new Set(toIds)) {
        if (have.has(t)) continue
        coll.insert({ id: newId(state), [from]: fromId, [to]: t, ...extra } as Row)
      }
    },
    removeFrom: (state, ids) => {
      const s = new Set(ids)
      state.db.collection(collection).removeWhere((r) => s.has(String(r[from])))
    },
    removeTo: (state, ids) => {
      const s = new Set(ids)
      state.db.collection(collection).removeWhere((r) => s.has(String(r[to])))
    },
  }
  return api
}
