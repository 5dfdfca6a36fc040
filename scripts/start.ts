// npm start: the console on Vite's dev server at http://127.0.0.1:5173/ui/ (its address printed once the console and
// its backend both answer), with /api, /ws and /core proxied to
//   - the embedded stateful mock backend (default; started here on 127.0.0.1:MOCK_PORT, default 8080),
//   - BACKEND=prism: the Prism contract mock (examples only, no sign-in page: see README),
//   - BACKEND=http://host:port: a real JumpServer.
import { spawn, type ChildProcess } from 'node:child_process'
import { root } from './contract/run.ts'
import { SEEDED_ACCOUNTS } from '../mocks/seed/ids.ts'

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

const consoleUrl = `http://127.0.0.1:${process.env.PORT ?? 5173}/ui/`
/** Answers 2xx: the console's page, or an API read through its proxy (which proves the backend answers too). */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    return res.ok
  } catch {
    return false
  }
}

// The address is printed once it works: the console's page is served and the backend answers through its proxy
// (a cold mock builds its data first; until then the sign-in page would fail).
async function announce(): Promise<void> {
  const started = Date.now()
  let warned = false
  const apiCheck = new URL('/api/v1/settings/public/', consoleUrl).href
  for (;;) {
    if ((await answers(consoleUrl)) && (await answers(apiCheck))) break
    if (!warned && Date.now() - started > 120_000) {
      warned = true
      console.log(`\nStill waiting for the console (${consoleUrl}) and its backend (${backendUrl}) to answer…`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  console.log(`\nBastion Console: ${consoleUrl}  (backend: ${backendUrl}; ready in ${Math.round((Date.now() - started) / 1000)} s)`)
  if (!backend) {
    console.log('Accounts (password = username):')
    for (const a of SEEDED_ACCOUNTS) console.log(`  ${a.username.padEnd(9)} ${a.who}`)
  }
}
void announce()
