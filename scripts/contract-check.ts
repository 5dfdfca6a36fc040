// npm run contract:check: lint the contract, then regenerate into a sibling folder and fail on any drift from
// src/generated/ (naming the files), so that nobody edits generated code by hand or forgets to regenerate.
import fs from 'node:fs'
import path from 'node:path'
import { bundle, bundlePath, generateInto, root, run } from './contract/run.ts'
import { bundleProblems, unusedComponents } from './contract/lint.ts'

const failures: string[] = []

run(
  path.join(root, 'node_modules/.bin/redocly'),
  ['lint', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '--format', 'summary'],
  {},
  true,
)
bundle()
const doc = JSON.parse(fs.readFileSync(bundlePath, 'utf8'))
for (const p of unusedComponents(path.join(root, 'openapi'))) failures.push(`unused component: ${p}`)
for (const p of bundleProblems(doc)) failures.push(p)

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    return d.isDirectory() ? listFiles(p, base) : [path.relative(base, p)]
  })
}

const checkDir = 'src/.generated-check'
const fresh = path.join(root, checkDir)
const committed = path.join(root, 'src/generated')
fs.rmSync(fresh, { recursive: true, force: true })
try {
  generateInto(checkDir)
  const a = new Set(listFiles(committed))
  const b = new Set(listFiles(fresh))
  for (const f of b) {
    if (!a.has(f)) failures.push(`generation drift: src/generated/${f} is missing (run npm run generate)`)
    else if (!fs.readFileSync(path.join(committed, f)).equals(fs.readFileSync(path.join(fresh, f))))
      failures.push(`generation drift: src/generated/${f} differs from what openapi/ generates (run npm run generate)`)
  }
  for (const f of a) if (!b.has(f)) failures.push(`generation drift: src/generated/${f} is no longer generated (run npm run generate)`)
} finally {
  fs.rmSync(fresh, { recursive: true, force: true })
}

if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'))
  console.error(`\ncontract:check failed with ${failures.length} problem(s).`)
  process.exit(1)
}
console.log('contract:check passed: lint clean, src/generated/ matches openapi/.')
