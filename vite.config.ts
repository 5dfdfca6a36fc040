/// <reference types="vitest/config" />
// Vite serves the console under /ui/ (next to a real JumpServer). `npm start` proxies /api, /ws and /core to
// the backend chosen by BACKEND: unset → the embedded mock server (started by scripts/start.ts),
// `prism` → the Prism contract mock, or a URL such as http://jumpserver.local:8080 → a real server.
import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { orgsOrgsCurrent } from './src/generated/operations/orgs'
import { settingsPublic } from './src/generated/operations/settings'
import { usersProfileRetrieve } from './src/generated/operations/users'
import { CORE_NAMESPACES, pickNamespaces, TEXT_AREA_NAMES, TEXT_AREAS, type TextArea } from './src/i18n/textGroups'

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8080'
const proxyTarget = { target: backend, changeOrigin: true, secure: false }
// The production build must run under a strict policy: no inline script, no eval (e2e serves it so).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The policy also as a `<meta>` of the built page, for hosts that cannot send the header
 * (docs/content-security-policy.md). `frame-ancestors` works only as a header (browsers ignore it in a meta, with a
 * console warning), so the meta leaves it out.
 */
function contentSecurityPolicyMeta(): Plugin {
  const content = CONTENT_SECURITY_POLICY.split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ')
  return {
    name: 'bastion:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' }],
  }
}

/**
 * react-router's package exports only its development build (its warnings for developers on); the production build
 * beside it is the same code without them. The console's build takes that one.
 */
function reactRouterProductionBuild(): Plugin {
  const file = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs')
  return {
    name: 'bastion:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: file }] } }),
  }
}

/** public/ holds only the demo's service workers (msw): only the demo serves and builds it. */
/**
 * The console's texts cut by namespace (issue 22; src/i18n/textGroups.ts): `virtual:texts` maps each language to the
 * loaders of its bundles — the first bundle of each area (the core and the area's texts), each area's texts alone, and
 * all of them — and each bundle is a module of its own, `virtual:texts-<lang>-<kind>[-<area>]`, read from
 * `locales/<lang>.json` at build time (one chunk each). The locale files stay the one place of every text.
 */
function textBundles(): Plugin {
  const LANGS = ['cn', 'en'] as const
  const MAP = 'virtual:texts'
  const BUNDLE = /^virtual:texts-(cn|en)-(first|area|all)(?:-(\w+))?$/
  const file = (lang: string) => path.resolve(import.meta.dirname, 'locales', `${lang}.json`)
  const loader = (id: string) => `() => import(${JSON.stringify(id)})`
  const perArea = (lang: string, kind: string) =>
    `{ ${TEXT_AREA_NAMES.map((a) => `${JSON.stringify(a)}: ${loader(`virtual:texts-${lang}-${kind}-${a}`)}`).join(', ')} }`
  return {
    name: 'console-text-bundles',
    resolveId(id) {
      return id === MAP || BUNDLE.test(id) ? `\0${id}` : null
    },
    load(id) {
      if (id === `\0${MAP}`)
        return [
          `export const firstTexts = { ${LANGS.map((l) => `${l}: ${perArea(l, 'first')}`).join(', ')} }`,
          `export const areaTexts = { ${LANGS.map((l) => `${l}: ${perArea(l, 'area')}`).join(', ')} }`,
          `export const allTexts = { ${LANGS.map((l) => `${l}: ${loader(`virtual:texts-${l}-all`)}`).join(', ')} }`,
        ].join('\n')
      const match = id.startsWith('\0') ? BUNDLE.exec(id.slice(1)) : null
      if (!match) return null
      const [, lang, kind, area] = match
      this.addWatchFile(file(lang))
      const texts = JSON.parse(fs.readFileSync(file(lang), 'utf8')) as Record<string, unknown>
      const own = area && area in TEXT_AREAS ? TEXT_AREAS[area as TextArea].namespaces : []
      const picked = kind === 'all' ? texts : pickNamespaces(texts, kind === 'first' ? [...CORE_NAMESPACES, ...own] : own)
      // JSON.parse of a string is read faster than the same object literal
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))})`
    },
  }
}

function publicFilesOnlyInDemo(): Plugin {
  return { name: 'bastion:public-only-in-demo', config: (_config, { mode }) => (mode === 'demo' ? {} : { publicDir: false }) }
}

/**
 * MUI's createTheme carries the CSS-variables theme builder (about 6 KB gzip in the first page) for
 * `cssVariables: true`; every MUI component imports createTheme for its default theme, so the builder cannot be
 * left out otherwise. The console's theme has no CSS variables (src/app/theme.ts): in the production build that
 * branch throws instead. Turning CSS variables on means removing this plugin.
 */
function themeWithoutCssVariables(): Plugin {
  const file = /node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/
  const load = 'import createThemeWithVars from "./createThemeWithVars.mjs";'
  return {
    name: 'bastion:mui-theme-without-css-variables',
    transform: {
      filter: { id: file },
      handler(code) {
        if (!code.includes(load)) this.error('MUI createTheme changed: review themeWithoutCssVariables in vite.config.ts')
        const stub =
          'const createThemeWithVars = () => { throw new Error("This build leaves out MUI CSS theme variables (vite.config.ts)") };'
        return { code: code.replace(load, stub), map: null }
      },
    },
  }
}

/**
 * The shell's chunk (src/app/mount.tsx) and the chunks it imports (the route table of src/routes/ among them) are
 * fetched by every page of the console, yet the entry asks for them only once it has run (dynamic imports beside
 * the startup calls). Listed as module preloads in index.html, they are fetched while the entry is still being
 * parsed and run (issue 9: one dependent round trip less before the first row).
 */
function preloadShellChunks(): Plugin {
  let base = '/'
  return {
    name: 'bastion:preload-shell-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const files: string[] = []
        const visit = (fileName: string) => {
          if (files.includes(fileName)) return
          files.push(fileName)
          const chunk = bundle[fileName]
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
        }
        for (const module of ['/src/app/mount.tsx']) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(module)))
          if (!chunk) this.error(`preloadShellChunks: no chunk for ${module}`)
          visit(chunk.fileName)
        }
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}

/**
 * The startup guard's three calls (src/session/startup.ts), asked for by the page itself while the browser still
 * reads it (issue 22): without them they left only once the first script had arrived and run, and everything after
 * waited for them. A preload is sent with the session cookies and nothing else, so the console takes its answer only
 * when that is what it would ask (RequestOptions.preloaded in src/http/client.ts, the guard in src/app/bootstrap.ts);
 * `use-credentials` matches the credentials mode of those requests, and only theirs.
 */
export const STARTUP_CALLS = [settingsPublic, usersProfileRetrieve, orgsOrgsCurrent] as const

export function preloadStartupCalls(): Plugin {
  let demo = false
  return {
    name: 'bastion:preload-startup-calls',
    apply: 'build',
    configResolved(config) {
      // the demo's backend runs in the page (a service worker started by its first script): a preload would go to
      // the network before it, and the guard would take that failed answer
      demo = config.mode === 'demo'
    },
    transformIndexHtml: () =>
      demo
        ? []
        : STARTUP_CALLS.map((op) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: op.path },
            injectTo: 'head-prepend' as const,
          })),
  }
}

/**
 * Issue 22: the first screen in a handful of files. Without groups the bundler makes a chunk of every set of modules
 * shared by the same pages, which for MUI means one file per component: a cold users list fetched 58 scripts in
 * waves. The layers below follow the module graph itself, so each group holds exactly what its layer needs and
 * nothing a later layer would pull in:
 * - `boot`: what the entry (src/main.tsx) imports statically — the startup guard, the HTTP client, the route table,
 *   the constants, i18next — as one chunk, which index.html loads and which imports only the bundler's runtime: it
 *   runs as soon as it has arrived, while the framework chunk is still on its way, and asks for the page's chunks and
 *   first requests at once (`npm run budget` fails if it imports the framework chunk);
 * - `framework` and `shell`: what the shell (src/app/mount.tsx) adds — the libraries (React DOM, MUI, emotion;
 *   cached across releases) and our own shell code;
 * - `early`: the code that sends a list's first request and finds its contract fields, so that the request does not
 *   wait for the list page's code (in the `resources` chunk, with the resource configs' common parts);
 * - `list`: what the generic list page adds (its MUI components, the table, the search bar), which most pages use;
 * - `parts`: what a list draws only after a user action (menus, dialogs, tooltips: src/components/table/listParts.ts).
 * Every layer only imports the layers before it (a module's static imports are in its own layer or an earlier
 * one), so the chunks initialise in order; what no layer holds stays with the bundler's own splitting, except the
 * resource configs' common parts (`resources`).
 */
const LAYER_ROOTS = [
  ['boot', 'src/main.tsx'],
  ['shell', 'src/app/mount.tsx'],
  ['early', 'src/components/list/prefetch.ts'],
  ['early', 'src/components/data/listFieldModules.ts'],
  ['list', 'src/components/resource/ResourceListPage.tsx'],
  ['parts', 'src/components/table/listParts.ts'],
] as const

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

/**
 * A package's index that re-exports many modules (`@mui/system`, `zod/v4/core`) is imported for one or two of them,
 * and the bundler keeps only those; the graph cannot tell which. What is reached only through such an index is
 * therefore left to the bundler's own splitting, so that a layer holds no module only later pages use.
 */
const WIDE_INDEX = 15
const isWideIndex = (id: string, imports: readonly string[]) =>
  id.includes('node_modules') && /[\\/]index\.m?js$/.test(id) && imports.length > WIDE_INDEX

/** The layers of the first page: a module one of them may use is theirs only if they reach it directly. */
const FIRST_PAGE_LAYERS = new Set(['boot', 'shell'])

export function layersOf(graph: ModuleGraph, rootOf: (file: string) => string): Map<string, string> {
  const layer = new Map<string, string>()
  // What a later page's layer reaches only through a wide index, it may use or not. A layer after it that needs such
  // a module gives it to that earlier layer: held by the later one, the earlier chunk would import the later and each
  // would wait for the other; left to the bundler, it would be a file of its own. (The first page's layers keep
  // only what they reach directly: the later layers they load before can never be imported by them.)
  const weaklyEarlier = new Map<string, string>()
  let previous = ''
  let weaklyNow = new Map<string, string>()
  for (const [name, file] of LAYER_ROOTS) {
    if (name !== previous) {
      for (const [id, owner] of weaklyNow) if (!weaklyEarlier.has(id)) weaklyEarlier.set(id, owner)
      weaklyNow = new Map()
      previous = name
    }
    const seen = new Set<string>()
    const queue: Array<[id: string, weak: boolean]> = [[rootOf(file), false]]
    while (queue.length) {
      const [id, weak] = queue.pop() as [string, boolean]
      const key = `${weak ? 'w' : 's'}${id}`
      if (seen.has(key) || (weak && seen.has(`s${id}`))) continue
      seen.add(key)
      const info = graph.getModuleInfo(id)
      if (!info) continue
      const wide = isWideIndex(id, info.importedIds)
      // an earlier layer's module: its imports are that layer's too, except what a wide index only may export
      if (layer.has(id) && !wide) continue
      if (!layer.has(id)) {
        if (weak && !FIRST_PAGE_LAYERS.has(name)) weaklyNow.set(id, name)
        else if (!weak) layer.set(id, weaklyEarlier.get(id) ?? name)
      }
      const through = weak || wide
      for (const next of info.importedIds) queue.push([next, through])
    }
  }
  return layer
}

/**
 * Reached only through a package index the layers do not follow (`@mui/system`, `@tanstack/query-core`), yet drawn by
 * the shell or the list on every page: left to the bundler each was a file of its own.
 */
const FRAMEWORK_PINNED =
  /node_modules[\\/](@mui[\\/](system|material)[\\/](.*[\\/])?(memoTheme|createBox|useThemeProps|styled)[\\/.]|@tanstack[\\/](query-core|react-query)[\\/])/

/**
 * What every resource page's config is made of: the generated operations of every tag (a config names operations of
 * several tags: the users' detail tabs name ACLs, permissions and logs), the config helpers and the tiny modules they
 * share. Split by the configs that use them they were a dozen files of 0.5–10 kB each; one chunk is fetched once.
 */
const RESOURCE_KIT = [
  // not the operations' request bodies (bodies.ts): only forms load them (src/http/bodySchema.ts), never a list
  /src[\\/]generated[\\/]operations[\\/](?!bodies\.ts$)/,
  /src[\\/]components[\\/]resource[\\/](define|identity)\.ts$/,
  /src[\\/]components[\\/]data[\\/]password\.ts$/,
  /src[\\/]components[\\/]env[\\/]access\.ts$/,
  /src[\\/]resources[\\/]shared\.ts$/,
]

function layerGroup(): { name: (id: string, ctx: ModuleGraph) => string | null } {
  let layers: Map<string, string> | undefined
  const root = path.resolve(import.meta.dirname)
  return {
    name(id, ctx) {
      layers ??= layersOf(ctx, (file) => path.join(root, file))
      if (FRAMEWORK_PINNED.test(id)) return 'framework'
      const layer = layers.get(id)
      if (!layer) return RESOURCE_KIT.some((re) => re.test(id)) ? 'resources' : null
      if (layer === 'boot') return 'boot'
      if (layer === 'shell' && id.includes('node_modules')) return 'framework'
      // the list's first-request code travels with the resource configs: both are asked for as the page starts
      if (layer === 'early') return id.includes('node_modules') ? 'framework' : 'resources'
      return layer
    },
  }
}

export default defineConfig({
  base: '/ui/',
  plugins: [
    react(),
    textBundles(),
    reactRouterProductionBuild(),
    preloadStartupCalls(),
    preloadShellChunks(),
    contentSecurityPolicyMeta(),
    publicFilesOnlyInDemo(),
  ],
  server: {
    host: '127.0.0.1',
    // DRF answers OPTIONS with the field metadata the screens are built from: Vite's CORS handling would
    // answer those requests itself (204), so it is off and OPTIONS reaches the backend through the proxy.
    cors: false,
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': proxyTarget,
      '/core': proxyTarget,
      '/static': proxyTarget,
      // session recordings are files of the platform's media
      '/media': proxyTarget,
      '/ws': { ...proxyTarget, ws: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    cors: false,
    headers: process.env.CSP === 'strict' ? { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } : {},
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    proxy: {
      '/api': proxyTarget,
      '/core': proxyTarget,
      '/static': proxyTarget,
      // session recordings are files of the platform's media
      '/media': proxyTarget,
      '/ws': { ...proxyTarget, ws: true },
    },
  },
  build: {
    // OUT_DIR lets two builds (a developer's and a test run's) live side by side; `vite preview` serves the same one.
    outDir: process.env.OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser that runs es2022 preloads modules itself; the polyfill would only add code to the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      plugins: [themeWithoutCssVariables()],
      treeshake: {
        // emotion imports this CommonJS helper for `withTheme`, which the console never calls; marked free of side
        // effects it leaves the first page with the unused function
        moduleSideEffects: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [layerGroup()] },
        // The first page (docs/adr/0005-bundle-budget.md) is the entry plus the shell's chunk and what they import.
        // The groups are the layers above (ADR 0012). What they leave is split by the bundler by the screens that use
        // it: heavy libraries that only some routes need get a chunk of their own (`lib-*`), loaded on demand and
        // shared between those routes; they never enter the first page. A group does not take in its modules'
        // dependencies (a library group would otherwise swallow what later pages share with it).
        // Chunks made only of third-party modules are named `lib-*` so the budget can tell libraries loaded on
        // demand (data grid, date pickers, exceljs …) from our route chunks; the framework group keeps its name.
        // The text bundles (textBundles above) are named after their language and area: `texts-cn-first-users`.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('_virtual_texts-')
            ? `assets/${chunk.name.slice('_virtual_'.length)}-[hash].js`
            : chunk.name !== 'framework' && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('node_modules'))
              ? 'assets/lib-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 60000,
    hookTimeout: 60000,
  },
})
