// Settings (SET-01..09): what each tab of the settings page holds, as configuration. A section is one server
// category (settingsSettingRetrieve / settingsSettingPartialUpdate with `?category=<name>`); its fields, labels, help texts, types and
// minimums come from that category's OPTIONS metadata, and this file only groups them, adds units, hides fields
// that do not apply and names the test actions of the section.
import type { FieldOverride } from '../../components/data/fieldTyping'
import type { FieldMeta } from '../../components/data/metadata'
import { settingsSettingRetrieve } from '../../generated/operations/settings'
import { urlOf } from '../../http/operation'

/** The category of a section: the `category` query value of the settings API. */
export type SettingCategory =
  | 'basic'
  | 'email'
  | 'email_content'
  | 'auth'
  | 'ldap'
  | 'wecom'
  | 'dingtalk'
  | 'feishu'
  | 'oidc'
  | 'cas'
  | 'radius'
  | 'sso'
  | 'sms'
  | 'alibaba'
  | 'tencent'
  | 'security'
  | 'terminal'
  | 'clean'
  | 'other'

export const categoryUrl = (category: SettingCategory): string => urlOf(settingsSettingRetrieve, undefined, { category })

/** The test actions a section offers (each sends the section's current values, except the LDAP dialogs). */
export type SectionAction =
  | 'mailTest'
  | 'ldapConfigTest'
  | 'ldapLoginTest'
  | 'ldapImport'
  | 'wecomTest'
  | 'dingtalkTest'
  | 'feishuTest'
  | 'alibabaTest'
  | 'tencentTest'

export interface SectionConfig {
  category: SettingCategory
  titleKey: string
  /** Groups of fields in order; fields of the server not listed here follow in a last "other" group. */
  groups?: ReadonlyArray<readonly [titleKey: string, fields: readonly string[]]>
  overrides?: Record<string, FieldOverride>
  actions?: readonly SectionAction[]
}

export interface TabConfig {
  name: string
  titleKey: string
  sections: readonly SectionConfig[]
  /** The licence tab: shown only when the paid edition is enabled (XPACK_ENABLED). */
  kind?: 'licence'
  /** Shown only with a valid licence (the SMS tab, as in the original console). */
  needsLicence?: boolean
}

/** SET-07: the unit shown after a number, by setting name (whatever category it is in). */
export const SETTING_UNITS: Record<string, string> = {
  SECURITY_LOGIN_LIMIT_TIME: 'settings.unit.minutes',
  SECURITY_MAX_IDLE_TIME: 'settings.unit.minutes',
  SECURITY_PASSWORD_EXPIRATION_TIME: 'settings.unit.days',
  SECURITY_MFA_VERIFY_TTL: 'settings.unit.seconds',
  TERMINAL_HEARTBEAT_INTERVAL: 'settings.unit.seconds',
  TERMINAL_SESSION_KEEP_DURATION: 'settings.unit.days',
  LOGIN_LOG_KEEP_DAYS: 'settings.unit.days',
  TASK_LOG_KEEP_DAYS: 'settings.unit.days',
  OPERATE_LOG_KEEP_DAYS: 'settings.unit.days',
  FTP_LOG_KEEP_DAYS: 'settings.unit.days',
  CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: 'settings.unit.days',
  AUTH_SSO_AUTHKEY_TTL: 'settings.unit.seconds',
  AUTH_LDAP_SYNC_INTERVAL: 'settings.unit.hours',
  AUTH_LDAP_CONNECT_TIMEOUT: 'settings.unit.seconds',
  AUTH_OPENID_ID_TOKEN_MAX_AGE: 'settings.unit.seconds',
}

const whenOn = (flag: string) => (values: Record<string, unknown>) => !values[flag]
const OIDC_KEYCLOAK_ONLY = ['AUTH_OPENID_SERVER_URL', 'AUTH_OPENID_REALM_NAME']
const OIDC_PROVIDER_ONLY = [
  'AUTH_OPENID_PROVIDER_ENDPOINT',
  'AUTH_OPENID_PROVIDER_AUTHORIZATION_ENDPOINT',
  'AUTH_OPENID_PROVIDER_TOKEN_ENDPOINT',
  'AUTH_OPENID_PROVIDER_JWKS_ENDPOINT',
  'AUTH_OPENID_PROVIDER_USERINFO_ENDPOINT',
  'AUTH_OPENID_PROVIDER_END_SESSION_ENDPOINT',
  'AUTH_OPENID_PROVIDER_SIGNATURE_ALG',
  'AUTH_OPENID_PROVIDER_SIGNATURE_KEY',
  'AUTH_OPENID_SCOPES',
  'AUTH_OPENID_ID_TOKEN_MAX_AGE',
  'AUTH_OPENID_ID_TOKEN_INCLUDE_CLAIMS',
  'AUTH_OPENID_USE_STATE',
  'AUTH_OPENID_USE_NONCE',
]

export const SETTINGS_TABS: readonly TabConfig[] = [
  { name: 'basic', titleKey: 'settings.tab.basic', sections: [{ category: 'basic', titleKey: 'settings.section.basic' }] },
  {
    name: 'email',
    titleKey: 'settings.tab.email',
    sections: [
      {
        category: 'email',
        titleKey: 'settings.section.smtp',
        groups: [
          ['settings.group.smtpServer', ['EMAIL_HOST', 'EMAIL_PORT', 'EMAIL_HOST_USER', 'EMAIL_HOST_PASSWORD']],
          ['settings.group.smtpSecurity', ['EMAIL_USE_SSL', 'EMAIL_USE_TLS']],
          ['settings.group.sender', ['EMAIL_FROM', 'EMAIL_RECIPIENT', 'EMAIL_SUBJECT_PREFIX']],
        ],
        actions: ['mailTest'],
      },
      {
        category: 'email_content',
        titleKey: 'settings.section.emailContent',
        overrides: { EMAIL_CUSTOM_USER_CREATED_BODY: { widget: 'textarea' } },
      },
    ],
  },
  {
    name: 'auth',
    titleKey: 'settings.tab.auth',
    sections: [
      { category: 'auth', titleKey: 'settings.section.auth' },
      {
        category: 'ldap',
        titleKey: 'settings.section.ldap',
        groups: [
          ['settings.group.ldapServer', ['AUTH_LDAP_SERVER_URI', 'AUTH_LDAP_BIND_DN', 'AUTH_LDAP_BIND_PASSWORD']],
          ['settings.group.ldapUsers', ['AUTH_LDAP_SEARCH_OU', 'AUTH_LDAP_SEARCH_FILTER', 'AUTH_LDAP_USER_ATTR_MAP']],
          ['settings.group.ldapSync', ['AUTH_LDAP_SYNC_IS_PERIODIC', 'AUTH_LDAP_SYNC_INTERVAL', 'AUTH_LDAP_SYNC_CRONTAB']],
          ['settings.group.ldapOther', ['AUTH_LDAP_CONNECT_TIMEOUT', 'AUTH_LDAP_SEARCH_PAGED_SIZE', 'AUTH_LDAP']],
        ],
        overrides: {
          AUTH_LDAP_SYNC_INTERVAL: { hidden: whenOn('AUTH_LDAP_SYNC_IS_PERIODIC') },
          AUTH_LDAP_SYNC_CRONTAB: { hidden: whenOn('AUTH_LDAP_SYNC_IS_PERIODIC'), helpKey: 'settings.help.crontab' },
        },
        actions: ['ldapConfigTest', 'ldapLoginTest', 'ldapImport'],
      },
      { category: 'wecom', titleKey: 'settings.section.wecom', actions: ['wecomTest'] },
      { category: 'dingtalk', titleKey: 'settings.section.dingtalk', actions: ['dingtalkTest'] },
      { category: 'feishu', titleKey: 'settings.section.feishu', actions: ['feishuTest'] },
      {
        category: 'oidc',
        titleKey: 'settings.section.oidc',
        overrides: Object.fromEntries([
          ...OIDC_KEYCLOAK_ONLY.map((n) => [n, { hidden: whenOn('AUTH_OPENID_KEYCLOAK') }]),
          ...OIDC_PROVIDER_ONLY.map((n) => [n, { hidden: (v: Record<string, unknown>) => Boolean(v.AUTH_OPENID_KEYCLOAK) }]),
        ]) as Record<string, FieldOverride>,
      },
      { category: 'cas', titleKey: 'settings.section.cas' },
      { category: 'radius', titleKey: 'settings.section.radius' },
      { category: 'sso', titleKey: 'settings.section.sso' },
    ],
  },
  {
    name: 'sms',
    titleKey: 'settings.tab.sms',
    needsLicence: true,
    sections: [
      { category: 'sms', titleKey: 'settings.section.sms' },
      { category: 'alibaba', titleKey: 'settings.section.alibaba', actions: ['alibabaTest'] },
      { category: 'tencent', titleKey: 'settings.section.tencent', actions: ['tencentTest'] },
    ],
  },
  {
    name: 'security',
    titleKey: 'settings.tab.security',
    sections: [
      {
        category: 'security',
        titleKey: 'settings.section.security',
        groups: [
          [
            'settings.group.loginLimits',
            [
              'SECURITY_LOGIN_LIMIT_COUNT',
              'SECURITY_LOGIN_LIMIT_TIME',
              'SECURITY_LOGIN_CAPTCHA_ENABLED',
              'USER_LOGIN_SINGLE_MACHINE_ENABLED',
              'ONLY_ALLOW_EXIST_USER_AUTH',
              'ONLY_ALLOW_AUTH_FROM_SOURCE',
              'LOGIN_CONFIRM_ENABLE',
            ],
          ],
          [
            'settings.group.passwordRules',
            [
              'SECURITY_PASSWORD_MIN_LENGTH',
              'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH',
              'SECURITY_PASSWORD_UPPER_CASE',
              'SECURITY_PASSWORD_LOWER_CASE',
              'SECURITY_PASSWORD_NUMBER',
              'SECURITY_PASSWORD_SPECIAL_CHAR',
              'SECURITY_PASSWORD_EXPIRATION_TIME',
              'OLD_PASSWORD_HISTORY_LIMIT_COUNT',
            ],
          ],
          ['settings.group.mfa', ['SECURITY_MFA_AUTH', 'SECURITY_MFA_VERIFY_TTL']],
          [
            'settings.group.sessions',
            [
              'SECURITY_MAX_IDLE_TIME',
              'SECURITY_WATERMARK_ENABLED',
              'SECURITY_SESSION_SHARE',
              'SECURITY_LUNA_REMEMBER_AUTH',
              'SECURITY_COMMAND_EXECUTION',
              'SECURITY_INSECURE_COMMAND',
              'SECURITY_INSECURE_COMMAND_EMAIL_RECEIVER',
              'SECURITY_SERVICE_ACCOUNT_REGISTRATION',
              'CHANGE_AUTH_PLAN_SECURE_MODE_ENABLED',
            ],
          ],
        ],
        overrides: {
          SECURITY_MFA_AUTH: { widget: 'radio' },
          SECURITY_INSECURE_COMMAND_EMAIL_RECEIVER: { hidden: whenOn('SECURITY_INSECURE_COMMAND') },
        },
      },
    ],
  },
  { name: 'terminal', titleKey: 'settings.tab.terminal', sections: [{ category: 'terminal', titleKey: 'settings.section.terminal' }] },
  { name: 'clean', titleKey: 'settings.tab.clean', sections: [{ category: 'clean', titleKey: 'settings.section.clean' }] },
  { name: 'other', titleKey: 'settings.tab.other', sections: [{ category: 'other', titleKey: 'settings.section.other' }] },
  { name: 'licence', titleKey: 'settings.tab.licence', kind: 'licence', sections: [] },
]

/** The tabs this console shows: the licence tab only with XPACK_ENABLED, SMS only with a valid licence. */
export function visibleTabs(settings: Record<string, unknown>, licenceValid: boolean): TabConfig[] {
  return SETTINGS_TABS.filter((tab) => (tab.kind !== 'licence' || Boolean(settings.XPACK_ENABLED)) && (!tab.needsLicence || licenceValid))
}

export type FieldGroups = Array<readonly [string, string[]]>

/**
 * The groups of a section for the fields the server describes: configured groups first (names the server does
 * not have are dropped), then every other writable field in the server's order.
 */
export function sectionGroups(section: SectionConfig, fields: Record<string, FieldMeta>): FieldGroups {
  const known = (name: string) => Boolean(fields[name]) && !fields[name].read_only
  const listed = new Set((section.groups ?? []).flatMap(([, names]) => names))
  const groups: FieldGroups = (section.groups ?? []).map(([title, names]) => [title, names.filter(known)] as const)
  const rest = Object.keys(fields).filter((name) => known(name) && !listed.has(name))
  if (rest.length) groups.push([section.groups?.length ? 'settings.group.other' : '', rest])
  return groups.filter(([, names]) => names.length > 0)
}

/** The overrides of a section: its own, plus units, and "leave blank to keep" on every secret. */
export function sectionOverrides(section: SectionConfig, fields: Record<string, FieldMeta>): Record<string, FieldOverride> {
  const out: Record<string, FieldOverride> = {}
  for (const [name, meta] of Object.entries(fields)) {
    const o: FieldOverride = { ...(section.overrides?.[name] ?? {}) }
    if (SETTING_UNITS[name]) o.unitKey = SETTING_UNITS[name]
    if (meta.write_only) {
      o.widget = 'password'
      o.helpKey = 'settings.secretKeep'
    }
    out[name] = o
  }
  return out
}

/**
 * The body of a save: a secret left blank is not sent, so the stored one is kept (the server refuses a blank
 * one); a text the server gave as null and that is still empty goes back as null (such settings take null, not
 * an empty text).
 */
export function withoutBlankSecrets(
  body: Record<string, unknown>,
  fields: Record<string, FieldMeta>,
  initial: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(body)) {
    if (fields[name]?.write_only && (value === '' || value === null || value === undefined)) continue
    out[name] = value === '' && initial[name] === null ? null : value
  }
  return out
}

/** SET-02: the encryption a SMTP port suggests (465 → SSL, 587 → TLS), or undefined for other ports. */
export function suggestedSmtpSecurity(port: unknown): 'ssl' | 'tls' | undefined {
  const p = String(port ?? '').trim()
  if (p === '465') return 'ssl'
  if (p === '587') return 'tls'
  return undefined
}
