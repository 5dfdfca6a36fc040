// Common: the selection cache behind `?spm=` (a list of ids stored for a while, then used as a filter).
import { json } from '../engine/http'
import { on } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { SPM_TTL_SECONDS } from '../engine/state'

export function registerCommon(): void {
  on(
    'POST',
    '/api/v1/common/resources/cache/',
    async (ctx) => {
      const body = (await ctx.body()) as Record<string, unknown>
      const spm = randomId()
      const resources = body?.resources
      if (Array.isArray(resources)) {
        ctx.state.spm.set(spm, { ids: resources.map(String), expires: ctx.state.now() + SPM_TTL_SECONDS * 1000 })
      }
      return json(ctx, { spm })
    },
    { permission: ['IsValidUser'] },
  )
}
