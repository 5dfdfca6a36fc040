// Route names → path patterns of the resources' screens, filled by resourceRoutes() when the route table is
// built, so any table can link to any resource's detail page by name (DTABLE-02/03).
const routes = new Map<string, string>()

export function registerRoute(name: string, pattern: string): void {
  routes.set(name, pattern)
}

export function registerRoutes(entries: Record<string, string>): void {
  for (const [name, pattern] of Object.entries(entries)) routes.set(name, pattern)
}

export function routeTable(): ReadonlyMap<string, string> {
  return routes
}

/** Test helper. */
export function clearRoutes(): void {
  routes.clear()
}

/**
 * The path pattern of a resource's screen: as registered by resourceRoutes, else the config's default path (the
 * list: where the config says its list is, when it is a tab of another page).
 */
export function patternOf(
  config: { name: string; path: string; listPath?: string },
  kind: 'list' | 'create' | 'update' | 'detail',
): string {
  const names = {
    list: `${config.name}List`,
    create: `${config.name}Create`,
    update: `${config.name}Update`,
    detail: `${config.name}Detail`,
  }
  const registered = routes.get(names[kind])
  if (registered) return registered
  return {
    list: config.listPath ?? config.path,
    create: `${config.path}/create`,
    update: `${config.path}/:id/update`,
    detail: `${config.path}/:id`,
  }[kind]
}

/** The route table with a resource's own screens filled in from its config when they were not registered. */
export function routeTableFor(config: {
  name: string
  path: string
  listPath?: string
  screens?: readonly string[]
}): ReadonlyMap<string, string> {
  const screens = config.screens ?? ['list', 'create', 'update', 'detail']
  const table = new Map(routes)
  for (const kind of ['list', 'create', 'update', 'detail'] as const) {
    const name = `${config.name}${kind[0].toUpperCase()}${kind.slice(1)}`
    if (screens.includes(kind) && !table.has(name)) table.set(name, patternOf(config, kind))
  }
  return table
}

/** The part of the page address a resource's object reads need (its `readQuery` keys), to send with them. */
export function readQueryOf(config: { readQuery?: { keys: readonly string[] } }, search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of config.readQuery?.keys ?? []) {
    const value = search.get(key)
    if (value) out[key] = value
  }
  return out
}
