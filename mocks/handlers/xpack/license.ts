// X-Pack licence (detail, import) and interface settings (login title, images; restore the defaults).
import { render, successSchema } from '../../engine/crud'
import { type Ctx, detail, json } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { formatDatetime } from '../../engine/time'

// these X-Pack routes have no trailing slash, and are for system administrators
const NO_SLASH = { permission: ['IsSuperUser'] }

export function registerXpackLicense(): void {
  const license = (ctx: Ctx) => {
    if (!ctx.state.config.license)
      return { is_valid: false, subscription_id: '', corporation: '', date_expired: '', expired: '', asset_count: 0, edition: '' }
    const exp = ctx.state.now() + 365 * 86400000
    const d = formatDatetime(exp, ctx.tz).slice(0, 10).replace(/\//g, '-')
    return {
      is_valid: true,
      subscription_id: 'MOCK-0000-2021',
      corporation: 'Example Corp.',
      date_expired: d,
      expired: d,
      asset_count: 20000,
      edition: 'Enterprise',
    }
  }
  on(
    'GET',
    '/api/v1/xpack/license/detail',
    (ctx) => {
      const schema = successSchema(ctx.op)
      return json(ctx, schema ? render(ctx, null, schema, { id: 'license', ...license(ctx) }) : license(ctx))
    },
    NO_SLASH,
  )
  on(
    'POST',
    '/api/v1/xpack/license/import',
    async (ctx) => {
      await ctx.rawBody()
      ctx.state.config.license = true
      ctx.state.changed()
      return json(ctx, { status: true, msg: 'License import successfully' })
    },
    NO_SLASH,
  )

  const interfaceDefaults = () => ({
    login_title: 'Welcome to the Bastion Console',
    login_image: '/static/img/login_image.jpg',
    favicon: '/static/img/facio.ico',
    logo_index: '/static/img/logo_text.png',
    logo_logout: '/static/img/logo.png',
  })
  on(
    'GET',
    '/api/v1/xpack/interface/setting',
    (ctx) => {
      if (!ctx.state.config.license) throw detail(403, 'You do not have permission to perform this action.', 'permission_denied')
      return json(ctx, { ...interfaceDefaults(), ...((ctx.state.settings.__interface as object) ?? {}) })
    },
    NO_SLASH,
  )
  for (const m of ['PUT', 'PATCH', 'POST']) {
    on(
      m,
      '/api/v1/xpack/interface/setting',
      async (ctx) => {
        const body = (await ctx.body()) as Record<string, unknown>
        const cur = { ...interfaceDefaults(), ...((ctx.state.settings.__interface as object) ?? {}) } as Record<string, unknown>
        for (const k of Object.keys(interfaceDefaults())) if (typeof body?.[k] === 'string') cur[k] = body[k]
        ctx.state.settings.__interface = cur
        if (typeof body?.login_title === 'string') ctx.state.settings.LOGIN_TITLE = body.login_title
        ctx.state.changed()
        return json(ctx, cur)
      },
      NO_SLASH,
    )
  }
  for (const m of ['GET', 'POST']) {
    on(
      m,
      '/api/v1/xpack/interface/restore',
      (ctx) => {
        delete ctx.state.settings.__interface
        delete ctx.state.settings.LOGIN_TITLE
        ctx.state.changed()
        return json(ctx, { success: 'Restore default successfully!' })
      },
      NO_SLASH,
    )
  }
}
