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
