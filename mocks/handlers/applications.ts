// Applications of every type (databases, remote apps, Kubernetes), their tree and accounts.
import type { Row } from '../db/store'
import { contract } from '../engine/contract'
import { successSchema } from '../engine/crud'
import { type Ctx, json } from '../engine/http'
import { listResponse, queryRows } from '../engine/list'
import { on } from '../engine/pipeline'
import { collectionOf, defineResource } from '../engine/resource'
import { choiceLabel } from '../engine/schema'
import { orgInfo } from '../engine/access'

export const APP_TYPES: Record<string, string[]> = {
  db: ['mysql', 'oracle', 'postgresql', 'mariadb'],
  remote_app: ['chrome', 'mysql_workbench', 'vmware_client', 'custom'],
  cloud: ['k8s'],
}

export function registerApplications(): void {
  const apps = defineResource({
    path: '/api/v1/applications/applications/',
    collection: 'applications',
    model: 'Application',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    filters: { type__in: (row, v) => v.split(',').includes(String(row.type)) },
    defaults: () => ({ attrs: {}, comment: '', domain: null }),
    beforeSave: (data, ctx, existing) => {
      const type = String(data.type ?? existing?.type ?? '')
      const category = Object.entries(APP_TYPES).find(([, types]) => types.includes(type))?.[0]
      if (category && !data.category && !existing) data.category = category
      // remote apps: asset_info mirrors the chosen asset
      const attrs = (data.attrs ?? existing?.attrs ?? {}) as Record<string, unknown>
      if (attrs.asset) {
        const a = ctx.state.db.collection('assets').get(String(attrs.asset))
        attrs.asset_info = a ? { id: a.id, hostname: a.hostname } : {}
      }
    },
  })

  on(
    'GET',
    '/api/v1/applications/applications/suggestions/',
    (ctx) => {
      const rows = queryRows(
        ctx,
        { collection: collectionOf(ctx.state, apps) },
        { resource: apps, schemaName: 'App', list: contract.op('GET', apps.path)?.list },
      ).slice(0, 10)
      // the first 10 matches, paginated like a list when `limit` is sent
      return listResponse(ctx, rows, successSchema(ctx.op) ?? 'Application', apps)
    },
    { permission: ['IsValidUser'] },
  ) // SuggestionMixin: any valid user (ordinary users pick from it in tickets)

  on(
    'GET',
    '/api/v1/applications/applications/tree/',
    (ctx) => {
      const rows = queryRows(
        ctx,
        { collection: collectionOf(ctx.state, apps) },
        { resource: apps, schemaName: 'App', list: contract.op('GET', apps.path)?.list },
      )
      return json(ctx, appTree(ctx, rows))
    },
    { permission: ['IsOrgAdminOrAppUser'] },
  )

  const accountComputed = (row: Row, ctx: Ctx) => {
    const app = ctx.state.db.collection('applications').get(String(row.app))
    const su = ctx.state.db.collection('system-users').get(String(row.systemuser))
    return {
      app_display: app ? String(app.name) : '',
      systemuser_display: su ? `${su.name}(${su.username})` : '',
      type: app?.type ?? '',
      category: app?.category ?? '',
    }
  }
  const accountFilters = {
    type: (row: Row, v: string, ctx: Ctx) => accountComputed(row, ctx).type === v,
    category: (row: Row, v: string, ctx: Ctx) => accountComputed(row, ctx).category === v,
    app_display: (row: Row, v: string, ctx: Ctx) => accountComputed(row, ctx).app_display === v,
  }
  defineResource({
    path: '/api/v1/applications/accounts/',
    collection: 'app-accounts',
    model: 'Account',
    orgScoped: true,
    defaultOrder: ['username'],
    compute: accountComputed,
    filters: accountFilters,
    searchText: { app_display: (row, ctx) => String(accountComputed(row, ctx).app_display) },
    defaults: () => ({ version: 1 }),
  })
  defineResource({
    path: '/api/v1/applications/account-secrets/',
    collection: 'app-accounts',
    model: 'Account',
    orgScoped: true,
    compute: accountComputed,
  })
}

/** zTree of applications: (org →) category → type → application. */
export function appTree(ctx: Ctx, rows: readonly Row[]): Array<Record<string, unknown>> {
  const schema = contract.schema('App') ?? contract.schema(successSchema(contract.op('GET', '/api/v1/applications/applications/')))
  const catField = schema?.fields.category
  const typeField = schema?.fields.type
  const out: Array<Record<string, unknown>> = []
  const byOrg = new Map<string, Row[]>()
  for (const r of rows) (byOrg.get(String(r.org_id)) ?? byOrg.set(String(r.org_id), []).get(String(r.org_id))!).push(r)
  const rootId = 'applications'
  out.push({
    id: rootId,
    name: ctx.lang === 'zh' ? '应用程序' : 'Applications',
    title: 'Applications',
    pId: '',
    isParent: true,
    open: true,
    meta: { type: 'root' },
  })
  for (const [org, list] of byOrg) {
    const orgNode = ctx.org.is_root ? `org:${org}` : rootId
    if (ctx.org.is_root)
      out.push({
        id: orgNode,
        name: orgInfo(ctx.state, org)?.name ?? org,
        title: org,
        pId: rootId,
        isParent: true,
        open: true,
        meta: { type: 'org' },
      })
    for (const [cat, types] of Object.entries(APP_TYPES)) {
      const inCat = list.filter((a) => a.category === cat)
      const catId = `${orgNode}:${cat}`
      out.push({
        id: catId,
        name: choiceLabel(catField, cat, ctx.lang),
        title: cat,
        pId: orgNode,
        isParent: inCat.length > 0,
        open: false,
        meta: { type: 'category', data: { category: cat } },
      })
      for (const t of types) {
        const inType = inCat.filter((a) => a.type === t)
        if (!inType.length) continue
        const typeId = `${catId}:${t}`
        out.push({
          id: typeId,
          name: choiceLabel(typeField, t, ctx.lang),
          title: t,
          pId: catId,
          isParent: true,
          open: false,
          meta: { type: 'type', data: { category: cat, type: t } },
        })
        for (const a of inType) {
          out.push({
            id: a.id,
            name: a.name,
            title: a.name,
            pId: typeId,
            isParent: false,
            open: false,
            iconSkin: cat,
            meta: {
              type: 'application',
              data: { id: a.id, name: a.name, category: cat, type: t, org_name: orgInfo(ctx.state, String(a.org_id))?.name ?? '' },
            },
          })
        }
      }
    }
  }
  return out
}
