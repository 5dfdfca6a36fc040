// The settings screens' calls, all through the generated client (the contract's paths and bodies). The tests of
// mail, LDAP, IM and SMS settings are silent: their outcome is shown next to the button, not as a toast.
import {
  settingsAlibabaTesting,
  settingsDingtalkTesting,
  settingsFeishuTesting,
  settingsLdapCacheRefresh,
  settingsLdapTestingConfig,
  settingsLdapTestingLogin,
  settingsLdapUsersImport,
  settingsMailTesting,
  settingsSettingPartialUpdate,
  settingsSettingRetrieve,
  settingsTencentTesting,
  settingsWecomTesting,
} from '../../generated/api/settings/settings'
import {
  xpackInterfaceRestore,
  xpackInterfaceSettingRetrieve,
  xpackInterfaceSettingUpdate,
  xpackLicenseDetailRetrieve,
  xpackLicenseImportCreate,
} from '../../generated/api/xpack/xpack'
import type {
  AlibabaSMSSettingRequest,
  DingTalkSettingRequest,
  FeiShuSettingRequest,
  InterfaceSettingRequest,
  LDAPTestConfigRequest,
  MailTestRequest,
  TencentSMSSettingRequest,
  WeComSettingRequest,
} from '../../generated/model'
import type { SectionAction, SettingCategory } from './categories'
import { reasonOf } from '../../components/feedback'
import { isHttpError } from '../../http/errors'

type Values = Record<string, unknown>
const SILENT = { silent: true } as const

export async function readCategory(category: SettingCategory, signal?: AbortSignal): Promise<Values> {
  return (await settingsSettingRetrieve({ category }, SILENT, signal)) as unknown as Values
}

/** PATCH of one category; errors are left to the form (fields) and the caller. */
export async function saveCategory(category: SettingCategory, body: Values): Promise<Values> {
  return (await settingsSettingPartialUpdate(body as never, { category }, SILENT)) as unknown as Values
}

/** SET-03: the LDAP test takes the attribute map as JSON text (the setting itself stores an object). */
export function ldapTestBody(values: Values): LDAPTestConfigRequest {
  const map = values.AUTH_LDAP_USER_ATTR_MAP
  return {
    ...(values as unknown as LDAPTestConfigRequest),
    AUTH_LDAP_BIND_DN: String(values.AUTH_LDAP_BIND_DN ?? ''),
    // a blank password is sent as blank: the server binds with what it is given, not with the stored one
    AUTH_LDAP_BIND_PASSWORD: String(values.AUTH_LDAP_BIND_PASSWORD ?? ''),
    AUTH_LDAP_USER_ATTR_MAP: typeof map === 'string' ? map : JSON.stringify(map ?? {}),
  }
}

/** The tests that send the section's current values; each answers a message to show. */
export async function runSectionTest(action: SectionAction, values: Values): Promise<unknown> {
  switch (action) {
    case 'mailTest':
      return settingsMailTesting(values as MailTestRequest, undefined, SILENT)
    case 'ldapConfigTest':
      return settingsLdapTestingConfig(ldapTestBody(values), undefined, SILENT)
    case 'wecomTest':
      return settingsWecomTesting(values as unknown as WeComSettingRequest, undefined, SILENT)
    case 'dingtalkTest':
      return settingsDingtalkTesting(values as unknown as DingTalkSettingRequest, undefined, SILENT)
    case 'feishuTest':
      return settingsFeishuTesting(values as unknown as FeiShuSettingRequest, undefined, SILENT)
    case 'alibabaTest':
      return settingsAlibabaTesting(values as unknown as AlibabaSMSSettingRequest, undefined, SILENT)
    case 'tencentTest':
      return settingsTencentTesting(values as unknown as TencentSMSSettingRequest, undefined, SILENT)
    default:
      return undefined
  }
}

export function ldapLoginTest(username: string, password: string): Promise<unknown> {
  return settingsLdapTestingLogin({ username, password }, undefined, SILENT)
}

export function ldapRefreshCache(): Promise<unknown> {
  return settingsLdapCacheRefresh(undefined, SILENT)
}

export function ldapImport(usernames: string[], orgId?: string): Promise<{ msg?: string }> {
  return settingsLdapUsersImport({ username_list: usernames, ...(orgId ? { org_id: orgId } : {}) }, undefined, SILENT)
}

export const licenceDetail = (signal?: AbortSignal) => xpackLicenseDetailRetrieve(undefined, SILENT, signal)
export const importLicence = (file: File) => xpackLicenseImportCreate({ file }, undefined, SILENT)

export const interfaceSetting = (signal?: AbortSignal) => xpackInterfaceSettingRetrieve(undefined, SILENT, signal)
export const saveInterfaceSetting = (body: InterfaceSettingRequest) => xpackInterfaceSettingUpdate(body, undefined, SILENT)
export const restoreInterfaceSetting = () => xpackInterfaceRestore(undefined, SILENT)

/** The text of a test's answer: a bare JSON string (LDAP) or `{msg}` / `{error}` / `{detail}`. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>
    for (const key of ['msg', 'error', 'detail', 'success']) {
      const v = b[key]
      if (typeof v === 'string' && v.trim()) return v
    }
    if (Array.isArray(b.errors))
      return b.errors
        .map((e) =>
          e && typeof e === 'object'
            ? Object.entries(e)
                .map(([k, v]) => `${k}: ${String(v)}`)
                .join('; ')
            : String(e),
        )
        .join('; ')
  }
  return undefined
}

export interface TestOutcome {
  ok: boolean
  text: string
}

/** The outcome of a test call: the server's words, or a generic one. */
export function outcomeOf(result: { ok: true; body: unknown } | { ok: false; error: unknown }, t: (k: string) => string): TestOutcome {
  if (result.ok) return { ok: true, text: messageOf(result.body) ?? t('settings.testSucceeded') }
  const data = isHttpError(result.error) ? result.error.data : undefined
  return { ok: false, text: messageOf(data) ?? reasonOf(result.error) ?? t('settings.testFailed') }
}
