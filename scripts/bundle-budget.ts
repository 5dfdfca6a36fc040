// npm run budget (part of npm test, after npm run build): the JS+CSS the first page needs must stay within
// 181 KB gzip (180 until the dashboard's charts; ADR 0005), the list layer within 75 KB and every lazily loaded route
// chunk within 60 KB gzip, and the first script must not import the framework chunk (issue 22). Prints the figures;
// exits 1 above them.
// Library chunks that routes load on demand (data grid, exceljs, papaparse, charts …) are listed with their
// size so that growth is visible, and are not counted against a route (see docs/adr/0005-bundle-budget.md).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { root } from './contract/run.ts'

export const INITIAL_BUDGET = 181 * 1024
export const ROUTE_CHUNK_BUDGET = 60 * 1024
/**
 * The list layer (vite.config.ts): what the generic list page adds to the first page — its MUI components, the
 * table, the search bar — in one chunk shared by every list route, fetched beside the route's own chunk.
 */
export const LIST_LAYER_BUDGET = 75 * 1024

const dist = process.env.DIST_DIR ?? path.join(root, 'dist')
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html not found: run npm run build first.')
  process.exit(1)
}
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')

/** The chunks a chunk imports statically, itself included. */
function staticClosure(start: string[]): Set<string> {
  const seen = new Set(start)
  const todo = [...start]
  while (todo.length) {
    const f = todo.pop() as string
    const code = fs.readFileSync(path.join(dist, f), 'utf8')
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = `assets/${m[1]}`
      if (!seen.has(dep)) {
        seen.add(dep)
        todo.push(dep)
      }
    }
  }
  return seen
}

const initial = new Set<string>()
for (const m of html.matchAll(/(?:src|href)="\/ui\/(assets\/[^"]+\.(?:js|css))"/g)) initial.add(m[1])

// The first page is what index.html names (the entry, and the shell's chunks as module preloads: vite.config.ts)
// and what those import statically. The entry's dynamic imports (the route pages it starts while the guard runs)
// are not: a page's chunks are counted against its route, or as the list layer every list page shares.
// Follow static imports of the first-page chunks.
for (const f of staticClosure([...initial].filter((f) => f.endsWith('.js')))) initial.add(f)

// Issue 22: the first script runs as soon as it has arrived and asks for the page's chunks and first requests; it
// must not import the framework (React, MUI, react-query), whose evaluation would come first.
const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/ui\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])
const frameworkInBoot = [...staticClosure(scripts)].filter((f) => /\/framework-[\w-]+\.js$/.test(f))

const assets = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`)
let initialTotal = 0
const rows: string[] = []
for (const f of [...initial].sort()) {
  const size = gz(path.join(dist, f))
  initialTotal += size
  rows.push(`  initial  ${kb(size).padStart(9)}  ${f}`)
}
const failures: string[] = []
if (!scripts.length) failures.push('index.html names no script')
for (const f of frameworkInBoot) failures.push(`the first script imports ${f}: it would run only after the framework`)
if (initialTotal > INITIAL_BUDGET) failures.push(`first page needs ${kb(initialTotal)} gzip, budget ${kb(INITIAL_BUDGET)}`)
for (const f of assets.filter((a) => !initial.has(a) && a.endsWith('.js')).sort()) {
  const size = gz(path.join(dist, f))
  const isLibrary = /\/(lib-|vendor-)/.test(f)
  const isListLayer = /\/list-[\w-]+\.js$/.test(f)
  rows.push(`  ${isListLayer ? 'layer  ' : isLibrary ? 'library' : 'route  '}  ${kb(size).padStart(9)}  ${f}`)
  if (isListLayer && size > LIST_LAYER_BUDGET) failures.push(`the list layer ${f} is ${kb(size)} gzip, budget ${kb(LIST_LAYER_BUDGET)}`)
  if (!isLibrary && !isListLayer && size > ROUTE_CHUNK_BUDGET)
    failures.push(`route chunk ${f} is ${kb(size)} gzip, budget ${kb(ROUTE_CHUNK_BUDGET)}`)
}
console.log(rows.join('\n'))
console.log(`First page: ${kb(initialTotal)} gzip of ${kb(INITIAL_BUDGET)}; route chunks ≤ ${kb(ROUTE_CHUNK_BUDGET)} each.`)
if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'))
  process.exit(1)
}
