// DTABLE-01..05 / LIST-10: route names derive from the list route name (`UserList` → `UserDetail`,
// `UserUpdate`, `UserCreate`), and row links are built from a name → path table. A link to a route that is
// not registered logs an error and gives no target (DTABLE-03).

export type RouteKind = 'list' | 'create' | 'update' | 'detail'

export interface RouteNames {
  list: string
  create: string
  update: string
  detail: string
}

/** DTABLE-01: `XList` → X + Detail/Update/Create. A name not ending in `List` derives nothing. */
export function deriveRouteNames(listName: string): RouteNames | null {
  if (!listName.endsWith('List') || listName.length <= 4) return null
  const stem = listName.slice(0, -4)
  return { list: listName, create: `${stem}Create`, update: `${stem}Update`, detail: `${stem}Detail` }
}

/** The names of a resource from its stem (`User` → `UserList`, …). */
export function routeNamesOf(stem: string): RouteNames {
  return { list: `${stem}List`, create: `${stem}Create`, update: `${stem}Update`, detail: `${stem}Detail` }
}

/** LIST-10: the create route is the list name with List replaced by Create, unless the table sets another. */
export function createRouteName(listName: string, configured?: string): string | null {
  if (configured) return configured
  return deriveRouteNames(listName)?.create ?? null
}

export type QueryValues = Record<string, string | number | undefined>

/** Fills `:param` placeholders of a route pattern and appends a query string. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}, query: QueryValues = {}): string {
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, (_, key: string) =>
    params[key] !== undefined ? encodeURIComponent(String(params[key])) : '',
  )
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** A name → path-pattern table (patterns use `:id`). */
export type RouteTable = ReadonlyMap<string, string>

export type Logger = (message: string) => void

/** DTABLE-02 / DTABLE-03: a detail link target, or null (and an error logged) when the route does not exist. */
export function linkTo(
  routes: RouteTable,
  name: string,
  params: Record<string, string | number>,
  query: QueryValues = {},
  log: Logger = (m) => console.error(m),
): string | null {
  const pattern = routes.get(name)
  if (!pattern) {
    log(`No route named ${name}`)
    return null
  }
  return buildPath(pattern, params, query)
}

/** DTABLE-04: update → the update route with {id}. */
export function updateTarget(routes: RouteTable, names: RouteNames, id: string, log?: Logger): string | null {
  return linkTo(routes, names.update, { id }, {}, log)
}

/** DTABLE-05: clone → the create route with `clone_from={row id}`. */
export function cloneTarget(routes: RouteTable, names: RouteNames, id: string, log?: Logger): string | null {
  return linkTo(routes, names.create, {}, { clone_from: id }, log)
}

/** DTABLE-02: detail → the detail route with {id}, plus optional query. */
export function detailTarget(routes: RouteTable, names: RouteNames, id: string, query?: QueryValues, log?: Logger): string | null {
  return linkTo(routes, names.detail, { id }, query, log)
}
