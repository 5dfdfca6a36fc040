// npm run mock:prism: Prism serves the bundled contract from its examples on 127.0.0.1 (PRISM_PORT, default 4010).
// It answers 422 when a request violates the contract. OPTIONS operations are mockable only with --cors=false.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { bundle, bundlePath, root } from './contract/run.ts'

const port = process.env.PRISM_PORT ?? '4010'
bundle()
const child = spawn(
  path.join(root, 'node_modules/.bin/prism'),
  ['mock', bundlePath, '-h', '127.0.0.1', '-p', port, '--cors=false', '--errors'],
  { cwd: root, stdio: 'inherit' },
)
console.log(`Prism contract mock: http://127.0.0.1:${port}/api/v1/…`)
const stop = () => {
  child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))
