// Relation fields: the ids an object is related to (a user's groups, a group's users, a permission's users, groups,
// assets, nodes and system users, a system user's nodes, a label's or a domain's assets, an organisation's members
// per role). The API changes them in two ways, both served from here:
// - with the object: a create or update that sends the field replaces the object's ids once the object is stored
//   (DRF saves the object, then `set()`s each many-to-many field); a field the request leaves out keeps its ids;
// - by an action route that adds, removes or replaces some ids (`nodes/{id}/assets/add/`, a plan's `asset/remove/`).
import type { Row } from '../db/store'
import type { Ctx } from './http'
import type { ResourceDef } from './resource'

/** Makes `ids` the related ids of a stored object. */
export type RelationWriter = (ctx: Ctx, row: Row, ids: string[]) => void

type SaveHooks = Pick<ResourceDef, 'beforeSave' | 'afterSave'>

/**
 * The save hooks of a resource whose request fields `writers` names are relations. Each such field is taken out of
 * the validated data before the row is stored (it is not a column of the row) and, when the request sent it, handed
 * to its writer once the row is stored. `own` hooks of the resource run around them: its `beforeSave` first (it
 * still sees the relation fields, and may fill one in, e.g. the default relations of a new object), its `afterSave`
 * after the writers.
 */
export function relationFields(writers: Record<string, RelationWriter>, own: SaveHooks = {}): Required<SaveHooks> {
  // the ids of the save in progress; a request saves its rows one after the other (bulk create/update included)
  const pending = new WeakMap<Ctx, Map<string, string[]>>()
  return {
    beforeSave: (data, ctx, existing, input) => {
      own.beforeSave?.(data, ctx, existing, input)
      const sent = new Map<string, string[]>()
      for (const field of Object.keys(writers)) {
        const value = data[field]
        delete data[field]
        if (Array.isArray(value)) sent.set(field, value.map(String))
      }
      pending.set(ctx, sent)
    },
    afterSave: (row, ctx, created, input) => {
      const sent = pending.get(ctx)
      pending.delete(ctx)
      for (const [field, write] of Object.entries(writers)) {
        const ids = sent?.get(field)
        if (ids) write(ctx, row, ids)
      }
      own.afterSave?.(row, ctx, created, input)
    },
  }
}

/** What an action route does to a relation. */
export type RelationAction = 'add' | 'remove' | 'replace'

/**
 * The related ids after an action route: `add` appends the ids not there yet, `remove` drops the given ids,
 * `replace` keeps only the given ids. Each id once, in the order it first appears.
 */
export function changedIds(current: readonly string[], action: RelationAction, ids: readonly string[]): string[] {
  if (action === 'replace') return [...new Set(ids)]
  if (action === 'remove') {
    const drop = new Set(ids)
    return [...new Set(current)].filter((id) => !drop.has(id))
  }
  return [...new Set([...current, ...ids])]
}
