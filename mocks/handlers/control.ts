// `/__mock__/…`: control endpoints of the mock itself (not part of the real API).
//   GET  /__mock__/status   → scale, licence, fault, counts
//   POST /__mock__/reset    → reseeds the database and ends every session (the browser runtime also clears its
//                             saved snapshot)
//   POST /__mock__/fault    → {"fault": "<spec>"|null} sets the global fault (see engine/faults.ts)
import { json, text } from '../engine/http'
import { page } from '../engine/pipeline'
import { reseed } from '../seed'

// A 1×1 transparent PNG for the logo/image URLs the public settings point at (`/static/img/...`).
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
  c.charCodeAt(0),
)

export function registerControl(): void {
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
