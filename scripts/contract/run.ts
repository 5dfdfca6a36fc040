// Small process helpers shared by the contract scripts.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function run(cmd: string, args: string[], env: Record<string, string> = {}, quiet = false): void {
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (res.status !== 0) {
    if (quiet) process.stderr.write(`${res.stdout ?? ''}${res.stderr ?? ''}`)
    throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`)
  }
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

export const bundlePath = path.join(root, 'openapi', 'dist', 'openapi.json')

/** Writes the whole contract as one JSON document (openapi/dist/openapi.json). */
export function bundle(quiet = true): void {
  run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '-o', bundlePath, '--ext', 'json', '--config', 'openapi/redocly.yaml'], {}, quiet)
}

/** Regenerates every derived artefact from the bundle (or another bundle file) into `outDir` (relative to the repo root). */
export function generateInto(outDir: string, quiet = true, bundleFile = bundlePath): void {
  run(
    'node',
    ['--require', './scripts/node20-polyfills.cjs', './node_modules/orval/dist/bin/orval.mjs', '--config', './orval.config.ts'],
    { GENERATED_DIR: outDir, CONTRACT_BUNDLE: bundleFile },
    quiet,
  )
  looseUuids(path.resolve(root, outDir, 'zod'))
  // a field with a default is optional where the contract says so (in a request body above all)
  run(bin('openapi-typescript'), [bundleFile, '--default-non-nullable', 'false', '-o', path.join(outDir, 'schema.d.ts')], {}, quiet)
  run(bin('tsx'), ['scripts/contract-meta.ts', '--bundle', bundleFile, '--out', path.join(outDir, 'contract-meta.json')], {}, quiet)
  run(bin('tsx'), ['scripts/contract-ops.ts', '--bundle', bundleFile, '--out', path.join(outDir, 'operations')], {}, quiet)
  run(
    bin('tsx'),
    ['scripts/contract-fields.ts', '--meta', path.join(outDir, 'contract-meta.json'), '--out', path.join(outDir, 'fields')],
    {},
    quiet,
  )
}

/**
 * zod's `uuid()` admits RFC 9562 ids only; the platform's fixed ids are not (the Default organisation is
 * 00000000-0000-0000-0000-000000000002), so the generated schemas check the 8-4-4-4-12 hex shape (`guid()`), which is
 * what `format: uuid` means to every other reader of the contract (the verifier, Prism).
 */
function looseUuids(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = fs.readFileSync(file, 'utf8')
    if (text.includes('zod.uuid()')) fs.writeFileSync(file, text.replaceAll('zod.uuid()', 'zod.guid()'))
  }
}
