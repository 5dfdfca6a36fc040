// Fault injection. Per request: `?__fault=<spec>` or header `X-Mock-Fault: <spec>`; globally: `MOCK_FAULT=<spec>`
// (Node server) or `?__fault=<spec>` in the page URL (browser runtime).
//
// <spec> is a comma-separated list of:
//   latency:<ms>   delay the answer (then answer normally, or with the other faults of the list)
//   500 | 502      server error / bad gateway page
//   timeout        never answer
//   401            the session expires: it is ended and the request answers 401 not_authenticated
//   403            403 permission_denied
//   offline        network error (the connection fails)
//   malformed      200 with a body that is not valid JSON
// Any item may end with `@<probability>` (0..1), e.g. `500@0.1` fails one request in ten.
export type FaultKind = 'latency' | '500' | '502' | 'timeout' | '401' | '403' | 'offline' | 'malformed'

export interface Fault {
  kind: FaultKind
  ms?: number
  probability: number
}

const KINDS = new Set<FaultKind>(['latency', '500', '502', 'timeout', '401', '403', 'offline', 'malformed'])

export function parseFaults(spec: string | null | undefined): Fault[] {
  if (!spec) return []
  const out: Fault[] = []
  for (const raw of spec.split(',')) {
    const item = raw.trim()
    if (!item) continue
    const [body, prob] = item.split('@')
    const p = prob === undefined ? 1 : Math.max(0, Math.min(1, Number(prob)))
    const [kind, arg] = body.split(':')
    if (!KINDS.has(kind as FaultKind)) continue
    const f: Fault = { kind: kind as FaultKind, probability: Number.isFinite(p) ? p : 1 }
    if (kind === 'latency') f.ms = Math.max(0, Number(arg ?? 1000) || 0)
    out.push(f)
  }
  return out
}

/** Faults that apply to one request: its own (query/header) first, else the global one. */
export function faultsFor(url: URL, headers: Headers, global: string | null): Fault[] {
  const own = url.searchParams.get('__fault') ?? headers.get('X-Mock-Fault')
  const list = parseFaults(own ?? global)
  return list.filter((f) => f.probability >= 1 || Math.random() < f.probability)
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms) as unknown as { unref?: () => void }
    t.unref?.()
  })

/** Marks a Response that the runtime must turn into a network error. */
export const OFFLINE = Symbol('mock-offline')
