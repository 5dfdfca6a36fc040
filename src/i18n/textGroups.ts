// Which of the console's texts a page needs first (issue 22). `locales/<lang>.json` stays one file per language; the
// build cuts it by top-level namespace (vite.config.ts, `textBundles`): the core that any screen may draw (the shell,
// the menu and tab titles, the generic list, form and detail, the dialogs every list offers), and the namespaces of
// each area of the console, by address. A page opened from the address bar loads one bundle: the core with its area's
// texts; a page of another area opened later loads that area's texts before it is drawn. A text asked for before its
// namespace is there (a page of one area naming another's texts) makes the console load all of them, and the screens
// that asked draw again once they are there (src/i18n/index.ts). This module is plain data: the build reads it too.

/** The namespaces of the first bundle of every page. */
export const CORE_NAMESPACES = [
  'route',
  'common',
  'shell',
  'list',
  'table',
  'errors',
  'http',
  'guard',
  'banner',
  'form',
  'detail',
  'import',
  'export',
  'mfa',
] as const

/**
 * The areas of the console: the pages under an address prefix (the longest prefix that matches wins) and the
 * namespaces they draw beside the core. An address under none of them loads every text.
 */
export const TEXT_AREAS = {
  dashboard: { prefixes: ['/dashboard'], namespaces: ['dashboard', 'terminal'] },
  users: { prefixes: ['/users'], namespaces: ['users', 'groups', 'acl'] },
  profile: { prefixes: ['/users/profile', '/users/first-login'], namespaces: ['profile', 'akey', 'users'] },
  assets: { prefixes: ['/assets', '/applications', '/accounts', '/perms', '/acl'], namespaces: ['assets', 'perms', 'acl'] },
  terminal: { prefixes: ['/terminal'], namespaces: ['terminal', 'sessions'] },
  audits: { prefixes: ['/audits'], namespaces: ['audits', 'sessions', 'terminal'] },
  ops: { prefixes: ['/ops'], namespaces: ['ops', 'batch'] },
  tickets: { prefixes: ['/tickets'], namespaces: ['tickets'] },
  xpack: { prefixes: ['/xpack'], namespaces: ['xpack', 'terminal', 'systemMonitor'] },
  settings: { prefixes: ['/settings'], namespaces: ['settings'] },
  notifications: { prefixes: ['/notifications'], namespaces: ['siteMessages'] },
  userArea: { prefixes: ['/apps', '/command-executions'], namespaces: ['userArea', 'batch', 'ops'] },
} as const satisfies Record<string, { prefixes: readonly string[]; namespaces: readonly string[] }>

export type TextArea = keyof typeof TEXT_AREAS
export const TEXT_AREA_NAMES = Object.keys(TEXT_AREAS) as TextArea[]

/** The area of a console path (`/users/users`), or undefined when it is in none (every text is loaded then). */
export function textAreaOf(pathname: string): TextArea | undefined {
  let best: TextArea | undefined
  let length = 0
  for (const name of TEXT_AREA_NAMES) {
    for (const prefix of TEXT_AREAS[name].prefixes) {
      const inside = pathname === prefix || pathname.startsWith(`${prefix}/`)
      if (inside && prefix.length > length) {
        best = name
        length = prefix.length
      }
    }
  }
  return best
}

/** The part of a language's texts in the given namespaces. */
export function pickNamespaces<T extends Record<string, unknown>>(texts: T, namespaces: readonly string[]): Partial<T> {
  const out: Partial<T> = {}
  for (const ns of namespaces) if (ns in texts) out[ns as keyof T] = texts[ns as keyof T]
  return out
}
