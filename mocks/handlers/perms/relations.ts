// The relations of asset and application permissions (to users, user groups, assets, nodes, applications and
// system users: relation rows, served by the `*-relations` endpoints) and the two kinds of resource built on them:
// the permissions, whose relation fields are saved with them, and the relation rows themselves.
import type { Row } from '../../db/store'
import { successSchema } from '../../engine/crud'
import type { Ctx } from '../../engine/http'
import { listResponse, queryRows } from '../../engine/list'
import { m2m, nextRelationPk, type M2M } from '../../engine/m2m'
import { relationFields, type RelationWriter } from '../../engine/relation-fields'
import { defineResource, type Resource } from '../../engine/resource'
import type { MockState } from '../../engine/state'
import { fullValue } from '../assets/node-tree'

export const PERM_USERS = m2m('perm-users', 'assetpermission', 'user')
export const PERM_GROUPS = m2m('perm-user-groups', 'assetpermission', 'usergroup')
export const PERM_ASSETS = m2m('perm-assets', 'assetpermission', 'asset')
export const PERM_NODES = m2m('perm-nodes', 'assetpermission', 'node')
export const PERM_SYSUSERS = m2m('perm-system-users', 'assetpermission', 'systemuser')
export const APP_PERM_USERS = m2m('app-perm-users', 'applicationpermission', 'user')
export const APP_PERM_GROUPS = m2m('app-perm-user-groups', 'applicationpermission', 'usergroup')
export const APP_PERM_APPS = m2m('app-perm-applications', 'applicationpermission', 'application')
export const APP_PERM_SYSUSERS = m2m('app-perm-system-users', 'applicationpermission', 'systemuser')

export const ASSET_LINKS: Array<[string, M2M]> = [
  ['users', PERM_USERS],
  ['user_groups', PERM_GROUPS],
  ['assets', PERM_ASSETS],
  ['nodes', PERM_NODES],
  ['system_users', PERM_SYSUSERS],
]
export const APP_LINKS: Array<[string, M2M]> = [
  ['users', APP_PERM_USERS],
  ['user_groups', APP_PERM_GROUPS],
  ['applications', APP_PERM_APPS],
  ['system_users', APP_PERM_SYSUSERS],
]

/** A permission's `is_expired` and `is_valid` (active, started and not expired) now. */
export function validity(row: Row, state: MockState) {
  const now = state.now()
  const expired = typeof row.date_expired === 'number' && (row.date_expired as number) < now
  const started = typeof row.date_start !== 'number' || (row.date_start as number) <= now
  return { is_expired: expired, is_valid: !!row.is_active && !expired && started }
}

/** A permission resource: its `links` fields are relations, saved with it (rows in its organisation) and counted. */
export function permResource(
  path: string,
  collection: string,
  model: string,
  links: Array<[string, M2M]>,
  extra: Partial<Parameters<typeof defineResource>[0]> = {},
): Resource {
  return defineResource({
    path,
    collection,
    model,
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row, ctx) => {
      const out: Record<string, unknown> = { ...validity(row, ctx.state) }
      for (const [field, rel] of links) {
        const ids = rel.targets(ctx.state, row.id)
        out[field] = ids
        out[`${field}_amount`] = ids.length
      }
      return out
    },
    defaults: (ctx) => ({
      is_active: true,
      date_start: ctx.state.now(),
      date_expired: ctx.state.now() + 70 * 365.25 * 86400000,
      comment: '',
      from_ticket: false,
      actions: ['all'],
    }),
    ...relationFields(
      Object.fromEntries(
        links.map(([field, rel]): [string, RelationWriter] => [
          field,
          (ctx, row, ids) => rel.set(ctx.state, row.id, ids, { org_id: row.org_id }),
        ]),
      ),
    ),
    afterDelete: (rows, ctx) => {
      for (const [, rel] of links)
        rel.removeFrom(
          ctx.state,
          rows.map((r) => r.id),
        )
    },
    ...extra,
  })
}

/** The relation rows of one permission field, listed and searched by the names of both ends. */
export function relationResource(
  path: string,
  rel: M2M,
  displays: Record<string, (id: string, state: MockState) => string>,
  targetOrgCollection: string,
): void {
  const model = `${rel.from.charAt(0).toUpperCase()}${rel.from.slice(1)}_${rel.to}s`
  defineResource({
    path,
    collection: rel.collection,
    model,
    orgScoped: false,
    unique: [[rel.from, rel.to]],
    compute: (row, ctx) => {
      const out: Record<string, unknown> = { id: Number(row.id) }
      for (const [f, fn] of Object.entries(displays)) out[`${f}_display`] = fn(String(row[f]), ctx.state)
      return out
    },
    visible: (ctx) => {
      if (ctx.org.is_root) return null
      const perms = ctx.state.db.collection(targetOrgCollection)
      return (row) => perms.get(String(row[rel.from]))?.org_id === ctx.org.id
    },
    defaults: () => ({ id: nextRelationPk() }),
    searchText: Object.fromEntries(
      Object.entries(displays).flatMap(([f, fn]) => [
        [`${f}__name`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__username`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__hostname`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__ip`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__value`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
      ]),
    ),
  })
}

export const userLabel = (id: string, s: MockState) => {
  const u = s.users().get(id)
  return u ? `${u.name}(${u.username})` : ''
}

export const nameOf = (coll: string) => (id: string, s: MockState) => String(s.db.collection(coll).get(id)?.name ?? '')
export const assetLabel = (id: string, s: MockState) => {
  const a = s.db.collection('assets').get(id)
  return a ? `${a.hostname}(${a.ip})` : ''
}

export const suLabel = (id: string, s: MockState) => {
  const x = s.db.collection('system-users').get(id)
  return x ? `${x.name}(${x.username})` : ''
}

export const nodeLabel = (id: string, s: MockState) => {
  const n = s.db.collection('nodes').get(id)
  return n ? fullValue(s, String(n.key)) : ''
}

/** A list answer over rows a handler gathered itself: searched, ordered and paged as the operation's list says. */
export function rowsAnswer(ctx: Ctx, rows: Row[]): Response {
  const schema = successSchema(ctx.op)
  return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: schema, list: ctx.op?.list }), schema, null)
}

/** Every user a permission reaches (`…/users/all/`): its users and the members of its user groups, once each. */
export function usersOfPermission(ctx: Ctx, permId: string, users: M2M, groups: M2M): Row[] {
  const ids = new Set(users.targets(ctx.state, permId))
  const members = ctx.state.db.collection('user-group-relations').all()
  for (const g of groups.targets(ctx.state, permId)) for (const r of members) if (r.usergroup === g) ids.add(String(r.user))
  return [...ids]
    .map((id) => ctx.state.users().get(id))
    .filter(Boolean)
    .map((u) => ({ id: u!.id, user: u!.id, user_display: `${u!.name}(${u!.username})`, username: u!.username, name: u!.name }))
}
