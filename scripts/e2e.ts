// npm run test:e2e: the server-backed suite, then the in-browser demo suite. On a machine with cores to spare the
// server-backed suite can run in E2E_SHARDS shards, E2E_JOBS jobs at a time (both default 1): each shard has its
// own mock backend and `vite preview` on ports of its own, so that one shard's mock reset never touches another's
// data, and every shard serves the same production build (dist/). On two cores the suite is bound by the CPU
// (the browser drawing the console): two shards took as long as one, so one it is. Arguments (a file, `-g`, …)
// run the server-backed suite once with them.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { CONTRACT_ANSWERS_DIR } from '../e2e/contractAnswers'

interface Job {
  name: string
  args: string[]
  env: Record<string, string>
}

const passthrough = process.argv.slice(2)
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1))
const concurrency = Math.max(1, Number(process.env.E2E_JOBS ?? 1))

function jobs(): Job[] {
  if (passthrough.length > 0) return [{ name: 'e2e', args: passthrough, env: {} }]
  const list: Job[] = []
  for (let i = 1; i <= shards; i += 1) {
    list.push({
      name: shards > 1 ? `e2e ${i}/${shards}` : 'e2e',
      args: [...(shards > 1 ? [`--shard=${i}/${shards}`] : []), `--output=test-results/shard-${i}`],
      env: { E2E_MOCK_PORT: String(18080 + 10 * (i - 1)), E2E_APP_PORT: String(14173 + 10 * (i - 1)) },
    })
  }
  list.push({
    name: 'demo',
    args: ['-c', 'playwright.demo.config.ts', '--output=test-results/demo'],
    env: { E2E_APP_PORT: String(14173 + 10 * shards) },
  })
  return list
}

function run(job: Job): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npx', ['playwright', 'test', ...job.args], {
      env: { ...process.env, ...job.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const prefix = `[${job.name}] `
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) process.stdout.write(prefix + line + '\n')
      })
      stream.on('end', () => {
        if (rest) process.stdout.write(prefix + rest + '\n')
      })
    }
    child.on('close', (code) => {
      process.stdout.write(`${prefix}finished with exit code ${code} after ${Math.round((Date.now() - started) / 1000)} s\n`)
      resolve(code ?? 1)
    })
  })
}

/** The mock's answers that did not match the contract during the run (mocks/server/answerCheck.ts), one per line. */
function contractMismatches(): string[] {
  if (!existsSync(CONTRACT_ANSWERS_DIR)) return []
  return readdirSync(CONTRACT_ANSWERS_DIR).flatMap((f) =>
    readFileSync(path.join(CONTRACT_ANSWERS_DIR, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const p = JSON.parse(line) as { operation: string; request: string; field: string; message: string }
        return `${p.request}: ${p.field} ${p.message} (${p.operation})`
      }),
  )
}

async function main(): Promise<void> {
  rmSync(CONTRACT_ANSWERS_DIR, { recursive: true, force: true })
  const queue = jobs()
  const results: Array<{ name: string; code: number }> = []
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) results.push({ name: job.name, code: await run(job) })
  })
  await Promise.all(workers)
  const failed = results.filter((r) => r.code !== 0)
  for (const r of results) process.stdout.write(`${r.code === 0 ? 'passed' : 'FAILED'}: ${r.name}\n`)
  const mismatches = contractMismatches()
  if (mismatches.length)
    process.stdout.write(
      `FAILED: ${mismatches.length} mock answers do not match the contract:\n${mismatches.map((m) => `  ${m}\n`).join('')}`,
    )
  else process.stdout.write('passed: every mock answer matched the contract\n')
  process.exit(failed.length > 0 || mismatches.length > 0 ? 1 : 0)
}

void main()
