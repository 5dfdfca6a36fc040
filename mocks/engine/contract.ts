// The contract as the mock sees it: operations by method and path, schemas with field metadata, and a route
// table that maps a request path to its contract path. Everything comes from src/generated/contract-meta.json,
// written by scripts/contract-meta.ts from the bundled OpenAPI contract.
import rawMeta from '../../src/generated/contract-meta.json'
import type { BodyMeta, ContractMeta, FieldMeta, ListMeta, OperationMeta, SchemaMeta } from '../../scripts/contract-meta'

export type { BodyMeta, ContractMeta, FieldMeta, ListMeta, OperationMeta, SchemaMeta }

export interface Route {
  /** Contract path, e.g. `/api/v1/users/users/{id}/`. */
  path: string
  /** Same with every parameter written `{}` (lookup key independent of parameter names). */
  shape: string
  regex: RegExp
  ops: Map<string, OperationMeta>
  /** Static segments count, for ordering specific routes before parameterised ones. */
  specificity: number[]
}

export const shapeOf = (p: string): string => p.replace(/\{[^}]*\}/g, '{}')

export class Contract {
  readonly meta: ContractMeta
  readonly routes: Route[]
  private byShape = new Map<string, Route>()

  constructor(meta: ContractMeta) {
    this.meta = meta
    const routes = new Map<string, Route>()
    for (const op of Object.values(meta.operations)) {
      let r = routes.get(op.path)
      if (!r) {
        r = {
          path: op.path,
          shape: shapeOf(op.path),
          regex: pathRegex(op.path),
          ops: new Map(),
          specificity: op.path.split('/').map((seg) => (seg.startsWith('{') ? 0 : 1)),
        }
        routes.set(op.path, r)
      }
      r.ops.set(op.method, op)
    }
    this.routes = sortRoutes([...routes.values()])
    for (const r of this.routes) this.byShape.set(r.shape, r)
  }

  /** Adds a route the contract does not describe (yet): the mock still serves it. */
  addRoute(path: string): Route {
    const shape = shapeOf(path)
    const existing = this.byShape.get(shape)
    if (existing) return existing
    const r: Route = {
      path,
      shape,
      regex: pathRegex(path),
      ops: new Map(),
      specificity: path.split('/').map((seg) => (seg.startsWith('{') ? 0 : 1)),
    }
    this.byShape.set(shape, r)
    this.routes.push(r)
    sortRoutes(this.routes)
    return r
  }

  /**
   * Operations the real server routes on a route the contract describes only partly (the contract lists the
   * methods the console uses; DRF routes more). Added to the route table only — `meta.operations` stays the
   * contract. `generic(method, route)`: whether the mock serves that existing operation generically (custom
   * handlers are left alone: some real views route only one of PUT/PATCH).
   *
   * - PUT ⇔ PATCH: DRF's update mixin routes both (`update` and `partial_update`), with `Patched<X>Request` as the
   *   partial body.
   * - GET on `<list>{id}/` when the route deletes and the list is a generic list: a model viewset's `retrieve`.
   */
  addImpliedOperations(generic: (method: string, route: Route) => boolean): void {
    const derived = (from: OperationMeta, method: string, request?: BodyMeta): OperationMeta => ({
      ...from,
      operationId: `${from.operationId}Implied${method[0]}${method.slice(1).toLowerCase()}`,
      method,
      ...(request ? { request } : {}),
    })
    for (const r of this.routes) {
      const put = r.ops.get('PUT')
      const patch = r.ops.get('PATCH')
      const detail = /\{[^}]*\}\/$/.test(r.path)
      if (put && !patch && generic('PUT', r) && detail) {
        const reqName = put.request?.schema
        const patched = reqName && this.schema(`Patched${reqName}`) ? `Patched${reqName}` : reqName
        r.ops.set('PATCH', derived(put, 'PATCH', put.request && { ...put.request, schema: patched }))
      }
      if (patch && !put && generic('PATCH', r) && detail) {
        const reqName = patch.request?.schema
        const full =
          reqName?.startsWith('Patched') && this.schema(reqName.slice('Patched'.length)) ? reqName.slice('Patched'.length) : reqName
        r.ops.set('PUT', derived(patch, 'PUT', patch.request && { ...patch.request, schema: full }))
      }
      const del = r.ops.get('DELETE')
      const listPath = /^(.*\/)\{[^}]*\}\/$/.exec(r.path)?.[1]
      const listGet = listPath ? this.op('GET', listPath) : undefined
      if (del && !r.ops.get('GET') && listGet?.list && generic('DELETE', r) && generic('GET', this.route(listPath!)!)) {
        const item = Object.entries(listGet.responses).find(([st, b]) => st.startsWith('2') && b.schema)?.[1]
        r.ops.set('GET', {
          ...del,
          operationId: `${del.operationId}ImpliedGet`,
          method: 'GET',
          permission: listGet.permission,
          query: [],
          request: undefined,
          responses: { ...del.responses, '200': { contentTypes: ['application/json'], ...(item?.schema ? { schema: item.schema } : {}) } },
        })
      }
    }
  }

  route(shapeOrPath: string): Route | undefined {
    return this.byShape.get(shapeOf(shapeOrPath))
  }

  op(method: string, path: string): OperationMeta | undefined {
    return this.route(path)?.ops.get(method.toUpperCase())
  }

  match(pathname: string): { route: Route; params: string[] } | null {
    for (const r of this.routes) {
      const m = r.regex.exec(pathname)
      if (m) return { route: r, params: m.slice(1).map((x) => decodeURIComponent(x)) }
    }
    return null
  }

  schema(name: string | undefined): SchemaMeta | undefined {
    return name ? this.meta.schemas[name] : undefined
  }
}

function pathRegex(p: string): RegExp {
  const src = p
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${src}$`)
}

function sortRoutes(routes: Route[]): Route[] {
  return routes.sort((a, b) => {
    const n = Math.min(a.specificity.length, b.specificity.length)
    for (let i = 0; i < n; i++) {
      if (a.specificity[i] !== b.specificity[i]) return b.specificity[i] - a.specificity[i]
    }
    return b.specificity.length - a.specificity.length
  })
}

export function isDatetimeField(f: FieldMeta | undefined): boolean {
  return !!f && (f.format === 'jms-datetime' || f.format === 'date-time' || f.metaType === 'datetime')
}

export const contract = new Contract(rawMeta as unknown as ContractMeta)
