// Pre-commit: Prettier's check and ESLint on the staged TypeScript/JavaScript files, an incremental typecheck of the project, and the
// "Where" column of docs/requirements.md brought up to date with the citations (and staged: it is generated).
// Kept under 30 s: eslint sees only staged files; tsc reuses its build info between runs.
import { execFileSync, spawnSync } from 'node:child_process'

const staged = execFileSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|js|cjs|mjs)$/.test(f) && !f.startsWith('src/generated/'))
let failed = false
if (staged.length) {
  // `npm run format` rewrites what this refuses
  const format = spawnSync('npx', ['prettier', '--check', '--log-level=warn', ...staged], { stdio: 'inherit' })
  failed ||= format.status !== 0
  const lint = spawnSync('npx', ['eslint', '--max-warnings=0', '--no-warn-ignored', ...staged], { stdio: 'inherit' })
  failed ||= lint.status !== 0
}
if (staged.length || process.argv.includes('--always')) {
  const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' })
  failed ||= tsc.status !== 0
}
if (staged.length) {
  const index = spawnSync('npx', ['tsx', 'scripts/requirements-index.ts'], { stdio: 'inherit' })
  failed ||= index.status !== 0
  if (index.status === 0) execFileSync('git', ['add', 'docs/requirements.md'])
}
process.exit(failed ? 1 : 0)
