// Settings: the public settings every page reads, the settings of each category (read, change, OPTIONS by
// category) and the "test" buttons of the notification and SMS backends.
import { isSuperuser } from '../../engine/access'
import { contract } from '../../engine/contract'
import { successSchema } from '../../engine/crud'
import { type Ctx, fieldErrors, json } from '../../engine/http'
import { PARSES, RENDERS, serializerInfo } from '../../engine/metadata'
import { on } from '../../engine/pipeline'
import { validateObject } from '../../engine/schema'

export const SETTING_SERIALIZERS: Record<string, string> = {
  basic: 'BasicSettingSerializer',
  terminal: 'TerminalSettingSerializer',
  security: 'SecuritySettingSerializer',
  ldap: 'LDAPSettingSerializer',
  email: 'EmailSettingSerializer',
  email_content: 'EmailContentSettingSerializer',
  wecom: 'WeComSettingSerializer',
  dingtalk: 'DingTalkSettingSerializer',
  feishu: 'FeiShuSettingSerializer',
  auth: 'AuthSettingSerializer',
  oidc: 'OIDCSettingSerializer',
  keycloak: 'KeycloakSettingSerializer',
  radius: 'RadiusSettingSerializer',
  cas: 'CASSettingSerializer',
  sso: 'SSOSettingSerializer',
  clean: 'CleaningSerializer',
  other: 'OtherSettingSerializer',
  sms: 'SMSSettingSerializer',
  alibaba: 'AlibabaSMSSettingSerializer',
  tencent: 'TencentSMSSettingSerializer',
  all: 'SettingsSerializer',
}

/** Response schema name of a settings category (found by the serializer the contract names). */
export function settingSchema(category: string | null): string | undefined {
  const cls = SETTING_SERIALIZERS[category ?? ''] ?? SETTING_SERIALIZERS.basic
  for (const [name, s] of Object.entries(contract.meta.schemas)) {
    if (s.serializer?.endsWith(`.${cls}`)) return name
  }
  const guess = cls.replace(/Serializer$/, '')
  if (contract.schema(guess)) return guess
  return successSchema(contract.op('GET', '/api/v1/settings/setting/'))
}

export function registerSettings(): void {
  on(
    'GET',
    '/api/v1/settings/public/',
    (ctx) => {
      const s = ctx.state.settings
      const licensed = ctx.state.config.license
      const data = {
        WINDOWS_SKIP_ALL_MANUAL_PASSWORD: s.WINDOWS_SKIP_ALL_MANUAL_PASSWORD ?? false,
        SECURITY_MAX_IDLE_TIME: s.SECURITY_MAX_IDLE_TIME ?? 30,
        XPACK_ENABLED: licensed,
        LOGIN_CONFIRM_ENABLE: licensed,
        SECURITY_VIEW_AUTH_NEED_MFA: s.SECURITY_VIEW_AUTH_NEED_MFA ?? true,
        SECURITY_MFA_VERIFY_TTL: s.SECURITY_MFA_VERIFY_TTL ?? ctx.state.config.mfaTtlSeconds,
        OLD_PASSWORD_HISTORY_LIMIT_COUNT: s.OLD_PASSWORD_HISTORY_LIMIT_COUNT ?? 5,
        SECURITY_COMMAND_EXECUTION: s.SECURITY_COMMAND_EXECUTION ?? true,
        SECURITY_PASSWORD_EXPIRATION_TIME: s.SECURITY_PASSWORD_EXPIRATION_TIME ?? 9999,
        SECURITY_LUNA_REMEMBER_AUTH: s.SECURITY_LUNA_REMEMBER_AUTH ?? true,
        XPACK_LICENSE_IS_VALID: licensed,
        LOGIN_TITLE: s.LOGIN_TITLE ?? 'Welcome to the Bastion Console',
        LOGO_URLS: {
          logo_logout: '/static/img/logo.png',
          logo_index: '/static/img/logo_text.png',
          login_image: '/static/img/login_image.jpg',
          favicon: '/static/img/facio.ico',
        },
        TICKETS_ENABLED: licensed && (s.TICKETS_ENABLED ?? true) !== false,
        PASSWORD_RULE: {
          SECURITY_PASSWORD_MIN_LENGTH: s.SECURITY_PASSWORD_MIN_LENGTH ?? 6,
          SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: s.SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH ?? 6,
          SECURITY_PASSWORD_UPPER_CASE: s.SECURITY_PASSWORD_UPPER_CASE ?? false,
          SECURITY_PASSWORD_LOWER_CASE: s.SECURITY_PASSWORD_LOWER_CASE ?? false,
          SECURITY_PASSWORD_NUMBER: s.SECURITY_PASSWORD_NUMBER ?? false,
          SECURITY_PASSWORD_SPECIAL_CHAR: s.SECURITY_PASSWORD_SPECIAL_CHAR ?? false,
        },
        AUTH_WECOM: s.AUTH_WECOM ?? false,
        AUTH_DINGTALK: s.AUTH_DINGTALK ?? false,
        AUTH_FEISHU: s.AUTH_FEISHU ?? false,
        SECURITY_WATERMARK_ENABLED: s.SECURITY_WATERMARK_ENABLED ?? true,
        SECURITY_SESSION_SHARE: s.SECURITY_SESSION_SHARE ?? true,
        XRDP_ENABLED: s.XRDP_ENABLED ?? true,
      }
      return json(ctx, { data })
    },
    { permission: ['AllowAny'] },
  )

  const settingGet = (ctx: Ctx) => {
    const name = settingSchema(ctx.query.get('category'))
    const schema = contract.schema(name)
    const out: Record<string, unknown> = {}
    for (const [k, f] of Object.entries(schema?.fields ?? {})) {
      if (f.writeOnly) continue
      // an unset number starts at its minimum and an unset choice at its first value, as the server's defaults do
      out[k] =
        k in ctx.state.settings
          ? ctx.state.settings[k]
          : (f.default ??
            (f.nullable
              ? null
              : f.type === 'boolean'
                ? false
                : f.type === 'integer'
                  ? (f.minimum ?? 0)
                  : f.type === 'object'
                    ? {}
                    : f.enum?.length
                      ? f.enum[0]
                      : ''))
    }
    return out
  }
  on('GET', '/api/v1/settings/setting/', (ctx) => json(ctx, settingGet(ctx)), { permission: ['IsSuperUser'] })
  for (const m of ['PUT', 'PATCH']) {
    on(
      m,
      '/api/v1/settings/setting/',
      async (ctx) => {
        const name = settingSchema(ctx.query.get('category'))
        const reqName = contract.schema(`${name}Request`) ? `${name}Request` : name
        const body = (await ctx.body()) as Record<string, unknown>
        const schema = contract.schema(reqName)
        // secrets (write-only): an empty value keeps the old one
        const cleaned: Record<string, unknown> = {}
        for (const [k, v] of Object.entries(body ?? {})) {
          if (schema?.fields[k]?.writeOnly && (v === '' || v === null)) continue
          cleaned[k] = v
        }
        const v = validateObject(ctx, reqName, cleaned, { partial: true })
        if (v.errors) throw fieldErrors(v.errors)
        Object.assign(ctx.state.settings, v.data)
        ctx.state.changed()
        return json(ctx, settingGet(ctx))
      },
      { permission: ['IsSuperUser'] },
    )
  }
  const testing = (msgOk: string) => async (ctx: Ctx) => {
    await ctx.body()
    return json(ctx, { msg: msgOk })
  }
  for (const path of [
    '/api/v1/settings/wecom/testing/',
    '/api/v1/settings/dingtalk/testing/',
    '/api/v1/settings/feishu/testing/',
    '/api/v1/settings/alibaba/testing/',
    '/api/v1/settings/tencent/testing/',
  ]) {
    on('POST', path, testing('Test success'), { permission: ['IsSuperUser'] })
  }
  // the real view sends through the SAVED SMTP settings, from EMAIL_FROM (else the SMTP account) to EMAIL_RECIPIENT (else the sender)
  on(
    'POST',
    '/api/v1/settings/mail/testing/',
    async (ctx) => {
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const from = (typeof body.EMAIL_FROM === 'string' && body.EMAIL_FROM) || String(ctx.state.settings.EMAIL_HOST_USER ?? '')
      const to = (typeof body.EMAIL_RECIPIENT === 'string' && body.EMAIL_RECIPIENT) || from
      return json(ctx, { msg: `Test mail sent to ${to}, please check` })
    },
    { permission: ['IsSuperUser'] },
  )

  // OPTIONS per category: the serializer of `?category=` (labels, help texts, min_value …), as the real view
  // picks its serializer class by category; actions only for a super admin.
  on('OPTIONS', '/api/v1/settings/setting/', (ctx) => {
    const name = settingSchema(ctx.query.get('category'))
    const body: Record<string, unknown> = { name: 'Settings Api', description: '', renders: RENDERS, parses: PARSES }
    if (name && isSuperuser(ctx.user ?? null)) {
      const info = () => serializerInfo(name, ctx, ctx.lang)
      body.actions = { GET: info(), PUT: info(), PATCH: info() }
    }
    return json(ctx, body)
  })
}
