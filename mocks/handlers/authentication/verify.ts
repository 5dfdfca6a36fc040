// Re-verification of the signed-in user before sensitive views and actions: the MFA code and the password.
import { detail, empty, fieldErrors, json } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { validateObject } from '../../engine/schema'
import { MFA_TEST_CODE } from '../../engine/state'
import { userMfaEnabled } from './sign-in'

export function registerVerify(): void {
  on(
    'GET',
    '/api/v1/authentication/otp/verify/',
    (ctx) => {
      if (ctx.state.settings.SECURITY_VIEW_AUTH_NEED_MFA === false) return json(ctx, { code: 'valid', msg: 'verified' })
      const t = ctx.session?.mfaVerifiedAt ?? null
      if (t !== null && ctx.state.now() - t < ctx.state.config.mfaTtlSeconds * 1000) return json(ctx, { code: 'valid', msg: 'verified' })
      throw detail(400, 'This action require verify your MFA', 'mfa_verify_required')
    },
    { permission: ['IsValidUser'] },
  )

  on(
    'POST',
    '/api/v1/authentication/otp/verify/',
    async (ctx) => {
      const u = ctx.user!
      if (!userMfaEnabled(ctx.state, u)) throw detail(403, 'MFA not enabled', 'mfa_not_enabled')
      const body = (await ctx.body()) as Record<string, unknown>
      const v = validateObject(ctx, ctx.op?.request?.schema ?? 'OtpVerifyRequest', body, { partial: false })
      if (v.errors) throw fieldErrors(v.errors)
      if (String(body.code ?? '') !== MFA_TEST_CODE) return json(ctx, { error: 'Code is invalid' }, 400)
      if (ctx.session) ctx.session.mfaVerifiedAt = ctx.state.now()
      return json(ctx, { ok: '1' })
    },
    { permission: ['IsValidUser'] },
  )

  on(
    'POST',
    '/api/v1/authentication/password/verify/',
    async (ctx) => {
      const body = (await ctx.body()) as Record<string, unknown>
      const v = validateObject(ctx, ctx.op?.request?.schema ?? 'PasswordVerifyRequest', body, { partial: false })
      if (v.errors) throw fieldErrors(v.errors)
      if (String(body.password) !== ctx.user!.password) throw detail(400, 'Your password is invalid', 'passwd_invalid')
      if (ctx.session) ctx.session.passwordVerifiedAt = ctx.state.now()
      return empty(ctx, 200)
    },
    { permission: ['IsValidUser'] },
  )
}
