// npm run mock:prism: Prism serves the bundled contract from its examples on 127.0.0.1 (PRISM_PORT, default 4010).
// OPTIONS operations are mockable only with --cors=false.
//
// Prism refuses a request that violates the contract with the operation's documented 400, but its body is the
// canned example of that answer and the real violations travel in the `sl-violations` header. A small proxy in
// front of Prism turns those violations into the body the platform's 400 has: DRF's `{"field": ["message"]}`
// (a list of such objects for a list body, `{"detail": …}` for a body that is not JSON).
import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundle, bundlePath, root } from './contract/run.ts'

export interface Violation {
  location: string[]
  severity?: string
  code?: string
  message: string
}

type FieldErrors = Record<string, string[]>

/** DRF's English message for one violation of a body property (Prism's own text when DRF has no counterpart). */
function drfMessage(v: Violation): string {
  const m = v.message
  if (v.code === 'required') return 'This field is required.'
  if (v.code === 'type') {
    if (/must be string$/.test(m)) return 'Not a valid string.'
    if (/must be (integer|number)$/.test(m)) return 'A valid integer is required.'
    if (/must be boolean$/.test(m)) return 'Must be a valid boolean.'
    if (/must be array$/.test(m)) return 'Expected a list of items but got type "str".'
    if (/must be object$/.test(m)) return 'Invalid data. Expected a dictionary, but got str.'
    if (/must be null$/.test(m)) return 'This field may not be null.'
  }
  if (v.code === 'enum') return 'This is not a valid choice.'
  const max = /must NOT have more than (\d+) characters/.exec(m)
  if (max) return `Ensure this field has no more than ${max[1]} characters.`
  if (/must NOT have fewer than 1 characters/.test(m)) return 'This field may not be blank.'
  const min = /must NOT have fewer than (\d+) characters/.exec(m)
  if (min) return `Ensure this field has at least ${min[1]} characters.`
  if (/must match format "uuid"/.test(m)) return 'Must be a valid UUID.'
  if (/must match format "email"/.test(m)) return 'Enter a valid email address.'
  const gte = /must be >= (\S+)/.exec(m)
  if (gte) return `Ensure this value is greater than or equal to ${gte[1]}.`
  const lte = /must be <= (\S+)/.exec(m)
  if (lte) return `Ensure this value is less than or equal to ${lte[1]}.`
  return m.replace(/^Request body (property \S+ )?/, '').replace(/^./, (c) => c.toUpperCase())
}

function add(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= [])
  if (!list.includes(message)) list.push(message)
}

/**
 * The platform's 400 body for Prism's violations of a request body, or null when a violation is not about the
 * body (query, headers: Prism's own answer stays). `body` is the request's parsed JSON.
 */
export function drfValidationBody(violations: readonly Violation[], body: unknown): FieldErrors | FieldErrors[] | null {
  const inBody = violations.filter((v) => v.location[0] === 'request' && v.location[1] === 'body')
  if (!inBody.length || inBody.length !== violations.length) return null
  const list = Array.isArray(body)
  // a body documented as "one object or a list of them" (oneOf) reports the branch it did not take too: drop it
  const relevant = inBody.filter(
    (v) => v.code !== 'oneOf' && !(v.location.length === 2 && v.code === 'type' && /must be (array|object)$/.test(v.message)),
  )
  const perRow: FieldErrors[] = list ? (body as unknown[]).map(() => ({})) : [{}]
  for (const v of relevant.length ? relevant : inBody) {
    let rest = v.location.slice(2)
    let row = perRow[0]
    if (list && rest.length && /^\d+$/.test(rest[0])) {
      row = perRow[Number(rest[0])] ?? row
      rest = rest.slice(1)
    }
    // a missing property is reported on its parent: `must have required property 'name'`
    const required = v.code === 'required' ? /required property '([^']+)'/.exec(v.message)?.[1] : undefined
    const field = rest[0] ?? required ?? 'non_field_errors'
    add(row, field, drfMessage(v))
  }
  return list ? perRow : perRow[0]
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export interface RunningPrism {
  url: string
  close(): Promise<void>
}

/** Starts Prism on a private port and the rewriting proxy on `port` (0: any free port); resolves once it answers. */
export async function startPrism(port: number, log: 'inherit' | 'ignore' = 'inherit'): Promise<RunningPrism> {
  bundle()
  const inner = await freePort()
  const child = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', bundlePath, '-h', '127.0.0.1', '-p', String(inner), '--cors=false', '--errors'],
    { cwd: root, stdio: log },
  )
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const up = http.request({ host: '127.0.0.1', port: inner, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        const header = answer.headers['sl-violations']
        const status = answer.statusCode ?? 502
        const json = /json/.test(String(req.headers['content-type'] ?? ''))
        if (status !== 400 || (typeof header !== 'string' && !json)) {
          res.writeHead(status, answer.headers)
          answer.pipe(res)
          return
        }
        const original: Buffer[] = []
        answer.on('data', (c: Buffer) => original.push(c))
        answer.on('end', () => {
          let body: unknown
          try {
            const sent: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : undefined
            body = typeof header === 'string' ? drfValidationBody(JSON.parse(header) as Violation[], sent) : null
          } catch (e) {
            body = { detail: `JSON parse error - ${(e as Error).message}`, code: 'parse_error' }
          }
          // not a body violation (query, headers): Prism's own answer
          const text = body === null ? Buffer.concat(original) : Buffer.from(JSON.stringify(body))
          const headers = { ...answer.headers, 'content-type': 'application/json', 'content-length': String(text.length) }
          delete headers['transfer-encoding']
          res.writeHead(400, headers)
          res.end(text)
        })
      })
      up.on('error', () => {
        res.writeHead(502)
        res.end()
      })
      up.end(raw)
    })
  })
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`
  const end = Date.now() + 90_000
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${inner}/api/v1/settings/public/`)
      break
    } catch {
      if (Date.now() > end || child.exitCode !== null) throw new Error('Prism did not start')
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.kill('SIGTERM')
        proxy.close(() => resolve())
      }),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const prism = await startPrism(Number(process.env.PRISM_PORT ?? '4010'))
  console.log(`Prism contract mock: ${prism.url}/api/v1/…`)
  const stop = () => void prism.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
