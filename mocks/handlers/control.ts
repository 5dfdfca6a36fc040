// `/__mock__/…`: control endpoints of the mock itself (not part of the real API).
//   GET  /__mock__/status   → scale, licence, fault, counts
//   POST /__mock__/reset    → reseeds the database and ends every session (the browser runtime also clears its
//                             saved snapshot)
//   POST /__mock__/fault    → {"fault": "<spec>"|null} sets the global fault (see engine/faults.ts)
//   POST /__mock__/taint    → {"payloads": [...]} appends one payload to every free-text string of the data (names,
//                             comments, messages, ticket titles and bodies, command inputs and outputs …), in turn;
//                             answers how many strings it changed. The hostile-data e2e plants its payloads so.
import { json, text } from '../engine/http'
import { page } from '../engine/pipeline'
import { reseed } from '../seed'

// A 1×1 transparent PNG for the logo/image URLs the public settings point at (`/static/img/...`).
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
  c.charCodeAt(0),
)

/**
 * The fields that hold free text a person or a remote host wrote, and that nothing refers to by value (a
 * platform's name is what assets refer to, so it is left alone; sign-in names too).
 */
const FREE_TEXT = new Set([
  'name',
  'comment',
  'title',
  'body',
  'message',
  'subject',
  'content',
  'input',
  'output',
  'command',
  'hostname',
  'reason',
  'resource',
  'user_agent',
  'city',
  'filename',
  'vendor',
  'model',
  'cpu_model',
  'os',
  'log',
  'value',
  'wechat',
  'asset',
  'user',
  'system_user',
  'change_by',
  'created_by',
])
const NOT_TAINTED = new Set(['platforms', 'orgs'])
// the shortest maxLength the contract gives a field of that name (answers are checked against it); 128 otherwise
const TEXT_LIMIT: Record<string, number> = { created_by: 32, name: 50, comment: 64, system_user: 64 }
const REFERENCE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i

/** The value with a payload added (or instead, when both do not fit the field); undefined when none fits. */
function tainted(field: string, value: string, payload: string): string | undefined {
  const limit = TEXT_LIMIT[field] ?? 128
  if (value.length + 1 + payload.length <= limit) return `${value} ${payload}`
  return payload.length <= limit ? payload : undefined
}

export function registerControl(): void {
  page('POST', '/__mock__/taint', async (ctx) => {
    const body = (await ctx.body()) as { payloads?: unknown }
    const payloads = Array.isArray(body?.payloads) ? body.payloads.filter((p): p is string => typeof p === 'string') : []
    if (!payloads.length) return json(ctx, { detail: 'payloads: a list of strings' }, 400)
    let strings = 0
    for (const name of ctx.state.db.names()) {
      if (NOT_TAINTED.has(name)) continue
      const collection = ctx.state.db.collection(name)
      for (const row of collection.all()) {
        const patch: Record<string, string> = {}
        for (const [field, value] of Object.entries(row)) {
          if (!FREE_TEXT.has(field) || typeof value !== 'string' || !value || REFERENCE.test(value)) continue
          const next = tainted(field, value, payloads[strings % payloads.length])
          if (next === undefined) continue
          patch[field] = next
          strings += 1
        }
        if (Object.keys(patch).length) collection.update(row.id, patch)
      }
    }
    return json(ctx, { strings, payloads: payloads.length })
  })

  page('GET', /^\/static\/img\/[\w./-]+$/, (ctx) => text(ctx, PIXEL, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' }))
  page('GET', '/__mock__/status', (ctx) => {
    const counts: Record<string, number> = {}
    for (const name of ctx.state.db.names()) counts[name] = ctx.state.db.collection(name).size
    return json(ctx, { scale: ctx.state.config.scale, license: ctx.state.config.license, fault: ctx.state.config.fault, counts })
  })
  page('POST', '/__mock__/reset', (ctx) => {
    reseed(ctx.state)
    return json(ctx, { ok: true })
  })
  page('POST', '/__mock__/fault', async (ctx) => {
    const body = (await ctx.body()) as { fault?: string | null }
    ctx.state.config.fault = body?.fault || null
    return json(ctx, { fault: ctx.state.config.fault })
  })
}
