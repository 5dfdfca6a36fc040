// npm start: the console on Vite's dev server at http://127.0.0.1:5173/ui/, with /api, /ws and /core proxied to
//   - the embedded stateful mock backend (default; started here on 127.0.0.1:MOCK_PORT, default 8080),
//   - BACKEND=prism: the Prism contract mock (examples only, no sign-in page: see README),
//   - BACKEND=http://host:port: a real JumpServer.
import { spawn, type ChildProcess } from 'node:child_process'
import { root } from './contract/run.ts'

const backend = process.env.BACKEND ?? ''
const mockPort = process.env.MOCK_PORT ?? '8080'
const prismPort = process.env.PRISM_PORT ?? '4010'
const children: ChildProcess[] = []

function start(cmd: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`${cmd} ${args.join(' ')} exited with ${code}`)
      shutdown(code)
    }
  })
  children.push(child)
  return child
}

function shutdown(code = 0): void {
  for (const c of children) if (!c.killed) c.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

let backendUrl: string
if (!backend) {
  backendUrl = `http://127.0.0.1:${mockPort}`
  start('npx', ['tsx', 'mocks/server/index.ts'], { MOCK_PORT: mockPort })
} else if (backend === 'prism') {
  backendUrl = `http://127.0.0.1:${prismPort}`
  start('npx', ['tsx', 'scripts/prism.ts'], { PRISM_PORT: prismPort })
} else {
  backendUrl = backend.replace(/\/$/, '')
  console.log(`Proxying /api, /ws and /core to ${backendUrl}`)
}
start('npx', ['vite'], { BACKEND_URL: backendUrl })
setTimeout(() => {
  console.log(`\nBastion Console: http://127.0.0.1:${process.env.PORT ?? 5173}/ui/  (backend: ${backendUrl})`)
  if (!backend)
    console.log('Sign in with admin/admin, auditor/auditor, orgadmin/orgadmin, user/user, or mfauser/mfauser (MFA code 123456).')
}, 1500)
