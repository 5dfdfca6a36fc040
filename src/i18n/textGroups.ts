// Issue 22: a cold users list loads only the texts it and the shell draw (the `first` group, 7 kB of the 16 kB
// bundle); the rest of the bundle follows at the first sign of a user (pointer, key, touch, focus) or at the first
// text it lacks. Every other page, and a language change, loads the whole bundle as before. vite.config.ts builds
// the groups from locales/<locale>.json (virtual:texts/<locale>/<group>); the JSON files stay the only sources.

/** The top-level namespaces of the `first` group: the shell, a list, and the users list with its dialogs. */
export const FIRST_TEXTS = [
  'akey',
  'banner',
  'batch',
  'common',
  'detail',
  'errors',
  'export',
  'form',
  'groups',
  'guard',
  'http',
  'import',
  'list',
  'route',
  'shell',
  'siteMessages',
  'table',
  'users',
] as const

/** The pages (paths under the console's base) that start with the `first` group only. */
export const FIRST_TEXT_PAGES: readonly RegExp[] = [/^\/users\/users\/?$/]

/** The texts of a bundle in the group: `first` keeps FIRST_TEXTS, `rest` the other namespaces. */
export function textGroup(bundle: Record<string, unknown>, group: 'first' | 'rest'): Record<string, unknown> {
  const first = new Set<string>(FIRST_TEXTS)
  return Object.fromEntries(Object.entries(bundle).filter(([ns]) => first.has(ns) === (group === 'first')))
}
