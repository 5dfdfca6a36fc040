// npm run budget (part of npm test, after npm run build): the JS+CSS the first page needs must stay within
// 181 KB gzip (180 until the dashboard's charts; ADR 0005), and every lazily loaded route chunk within 60 KB gzip. Prints the figures; exits 1 above them.
// Library chunks that routes load on demand (data grid, exceljs, papaparse, charts …) are listed with their
// size so that growth is visible, and are not counted against a route (see docs/adr/0005-bundle-budget.md).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { root } from './contract/run.ts'

export const INITIAL_BUDGET = 181 * 1024
export const ROUTE_CHUNK_BUDGET = 60 * 1024

const dist = process.env.DIST_DIR ?? path.join(root, 'dist')
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html not found: run npm run build first.')
  process.exit(1)
}
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
const initial = new Set<string>()
for (const m of html.matchAll(/(?:src|href)="\/ui\/(assets\/[^"]+\.(?:js|css))"/g)) initial.add(m[1])
const entries = [...html.matchAll(/<script[^>]*\ssrc="\/ui\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])

// The entry script loads the shell (React, MUI, router, the shell's code) with a dynamic import in parallel
// with the startup calls: what the entry preloads is needed before anything shows, so it counts as first page.
// Vite lists those files in the entry's preload map ("assets/…" strings); route pages are imported by the
// shell, not by the entry, so they stay out (the shell's own preload map, naming every page, is not read).
for (const f of entries) {
  const code = fs.readFileSync(path.join(dist, f), 'utf8')
  for (const m of code.matchAll(/["'](assets\/[^"']+\.(?:js|css))["']/g)) initial.add(m[1])
  for (const m of code.matchAll(/import\(\s*["']\.\/([^"']+\.js)["']\s*\)/g)) initial.add(`assets/${m[1]}`)
}
// Follow static imports of the first-page chunks.
const queue = [...initial].filter((f) => f.endsWith('.js'))
while (queue.length) {
  const f = queue.pop() as string
  const code = fs.readFileSync(path.join(dist, f), 'utf8')
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const dep = `assets/${m[1]}`
    if (!initial.has(dep)) {
      initial.add(dep)
      queue.push(dep)
    }
  }
}

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
if (initialTotal > INITIAL_BUDGET) failures.push(`first page needs ${kb(initialTotal)} gzip, budget ${kb(INITIAL_BUDGET)}`)
for (const f of assets.filter((a) => !initial.has(a) && a.endsWith('.js')).sort()) {
  const size = gz(path.join(dist, f))
  const isLibrary = /\/(lib-|vendor-)/.test(f)
  rows.push(`  ${isLibrary ? 'library' : 'route  '}  ${kb(size).padStart(9)}  ${f}`)
  if (!isLibrary && size > ROUTE_CHUNK_BUDGET) failures.push(`route chunk ${f} is ${kb(size)} gzip, budget ${kb(ROUTE_CHUNK_BUDGET)}`)
}
console.log(rows.join('\n'))
console.log(`First page: ${kb(initialTotal)} gzip of ${kb(INITIAL_BUDGET)}; route chunks ≤ ${kb(ROUTE_CHUNK_BUDGET)} each.`)
if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'))
  process.exit(1)
}
