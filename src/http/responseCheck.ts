// Every JSON answer checked against the contract, in development and tests (issue 18): the HTTP layer hands each
// success answer here; its operation is found by method and path, and the answer is parsed with the operation's
// generated zod schema (src/generated/operations/checks.ts, loaded on the first check). A mismatch is reported once
// per operation and field: a console warning in development; in tests it is collected, and the test fails
// (src/test/setup.ts). A production build leaves all of this out (the caller's branch is dead code there).
import type { ZodType } from 'zod'
import type { OperationCheck } from '../generated/operations/checks'

export interface ResponseProblem {
  operation: string
  request: string
  field: string
  message: string
}

interface Route extends OperationCheck {
  pattern: RegExp
  /** Literal segments first: `/nodes/favorite/assets/` before `/nodes/{node_id}/assets/`. */
  rank: number[]
}

let routes: Promise<Route[]> | null = null
const schemas = new Map<string, Promise<ZodType>>()
const reported = new Set<string>()
const problems: ResponseProblem[] = []
const pending = new Set<Promise<void>>()
let mode: 'warn' | 'collect' | 'off' = 'warn'

/** `collect` (tests: problems are kept for the test to fail on), `warn` (development) or `off`. */
export function setResponseChecks(next: 'warn' | 'collect' | 'off'): void {
  mode = next
}

function loadRoutes(): Promise<Route[]> {
  routes ??= import('../generated/operations/checks').then(({ operationChecks }) =>
    operationChecks
      .map((c) => ({
        ...c,
        pattern: new RegExp(`^${c.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`),
        rank: c.path.split('/').map((segment) => (segment.startsWith('{') ? 0 : 1)),
      }))
      .sort((a, b) => {
        for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) if (a.rank[i] !== b.rank[i]) return b.rank[i] - a.rank[i]
        return b.rank.length - a.rank.length
      }),
  )
  return routes
}

/** An answer the contract does not fully describe: trimmed fields, exports. */
function skipped(url: URL): boolean {
  const q = url.searchParams
  return q.has('fields_size') || q.has('fields') || q.has('fields!') || q.has('format')
}

function report(problem: ResponseProblem): void {
  const key = `${problem.operation} ${problem.field}`
  if (reported.has(key)) return
  reported.add(key)
  if (mode === 'collect') problems.push(problem)
  else if (mode === 'warn') console.warn(`[contract] ${problem.request}: ${problem.field} ${problem.message} (${problem.operation})`)
}

async function check(method: string, url: URL, data: unknown): Promise<void> {
  const route = (await loadRoutes()).find((r) => r.method === method && r.pattern.test(url.pathname))
  if (!route) return
  let schema = schemas.get(route.id)
  if (!schema) {
    schema = route.response()
    schemas.set(route.id, schema)
  }
  const result = (await schema).safeParse(data)
  if (result.success) return
  for (const issue of result.error.issues.flatMap((i) => closest(i, [])).slice(0, 5)) {
    report({
      operation: route.id,
      request: `${method} ${url.pathname}${url.search}`,
      field: issue.path.join('.') || '(body)',
      message: issue.message,
    })
  }
}

interface Issue {
  code?: string
  path: PropertyKey[]
  message: string
  errors?: Issue[][]
}

/**
 * The issues to report for one of zod's: a union that matched no branch is explained by its closest branch (the one
 * whose input had the right shape: fewest mismatches at its root, then fewest in all), so a list answer names the
 * row field at fault rather than "(body) invalid input"; row indexes read `*` (one report per field, not per row).
 */
function closest(issue: Issue, prefix: PropertyKey[]): Array<{ path: string[]; message: string }> {
  const at = [...prefix, ...issue.path]
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    const score = (branch: Issue[]) => branch.filter((i) => i.path.length === 0).length * 1000 + branch.length
    const best = [...issue.errors].sort((a, b) => score(a) - score(b))[0]
    return best.flatMap((i) => closest(i, at))
  }
  return [{ path: at.map((k) => (typeof k === 'number' ? '*' : String(k))), message: issue.message }]
}

/** Checks one success answer (nothing happens when the checks are off or the request is not the contract's). */
export function checkResponse(method: string, requestUrl: string, data: unknown): void {
  if (mode === 'off' || data === undefined || typeof data === 'string') return
  const url = new URL(requestUrl, 'http://console.invalid')
  if (!url.pathname.startsWith('/api/') || skipped(url)) return
  const done: Promise<void> = check(method, url, data)
    .catch((error: unknown) => console.warn('[contract] the response check failed to run', error))
    .finally(() => pending.delete(done))
  pending.add(done)
}

/** Waits for the checks under way, then gives (and forgets) the problems found since the last call. */
export async function takeResponseProblems(): Promise<ResponseProblem[]> {
  while (pending.size) await Promise.all([...pending])
  return problems.splice(0)
}

/** Forgets which operations were reported (each test reports its own). */
export function resetResponseChecks(): void {
  reported.clear()
  problems.length = 0
}
