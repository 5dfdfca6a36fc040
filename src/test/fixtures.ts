// Profiles, settings, organisations and the licence as the contract answers them, for the spine's tests: each is a
// whole answer of its operation (`contractRow`, src/test/contract.ts: the fields given here, every other required
// field completed), so a test may answer a request with one of them and the response checks hold.
import { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../config/constants'
import { settingsPublic } from '../generated/operations/settings'
import { usersProfileRetrieve } from '../generated/operations/users'
import { xpackLicenseDetailRetrieve } from '../generated/operations/xpack'
import type { RowOf } from '../http/operation'
import type { LicenceDetail, OrgRef, Profile, PublicSettings } from '../session/types'
import { contractRow } from './contract'

/** A date and time as the server writes it (`%Y/%m/%d %H:%M:%S %z`, here in UTC). */
export function jmsDateTime(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${date.getUTCFullYear()}/${p(date.getUTCMonth() + 1)}/${p(date.getUTCDate())} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())} +0000`
}

// Organisations as the profile lists them (UserOrg: id, name, is_default, is_root). `orgs/orgs/current/` answers
// them with a `comment` too: `currentOrgAnswer`.
export const ROOT_ORG: OrgRef = { id: ROOT_ORG_ID, name: 'GLOBAL', is_default: false, is_root: true }
export const DEFAULT_ORG: OrgRef = { id: DEFAULT_ORG_ID, name: 'Default', is_default: true, is_root: false }
export const OPS_ORG: OrgRef = { id: '5b1f9c6e-3d43-4a0b-9a57-6d0c2f1e7a10', name: 'Ops', is_default: false, is_root: false }

/** The answer of GET orgs/orgs/current/ for an organisation (CurrentOrganization). */
export function currentOrgAnswer(org: OrgRef): Required<OrgRef> {
  return { id: org.id, name: org.name, is_default: !!org.is_default, is_root: !!org.is_root, comment: org.comment ?? '' }
}

/** A whole answer of GET users/profile/ (UserProfile) with the fields the spine reads. */
function profileAnswer(fields: Profile & Partial<Record<keyof RowOf<typeof usersProfileRetrieve>, unknown>>): Profile {
  const row = contractRow(usersProfileRetrieve, {
    is_active: true,
    is_valid: true,
    date_joined: '2026/01/05 09:30:00 +0800',
    created_by: 'System',
    org_roles: fields.current_org_roles,
    user_all_orgs: fields.admin_or_audit_orgs,
    ...fields,
  })
  return { ...row, current_org_roles: fields.current_org_roles, admin_or_audit_orgs: fields.admin_or_audit_orgs }
}

const base = {
  email: 'someone@example.com',
  is_superuser: false,
  is_org_admin: false,
  source: 'local',
  source_display: 'Local',
  date_password_last_updated: '2026/11/01 10:00:00 +0800',
  is_first_login: false,
}

export const adminProfile: Profile = profileAnswer({
  ...base,
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Administrator',
  username: 'admin',
  role: 'Admin',
  role_display: 'System administrator',
  current_org_roles: ['User'],
  admin_or_audit_orgs: [ROOT_ORG, DEFAULT_ORG, OPS_ORG],
  is_superuser: true,
  is_org_admin: true,
})

export const auditorProfile: Profile = profileAnswer({
  ...base,
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Auditor',
  username: 'auditor',
  role: 'Auditor',
  role_display: 'System auditor',
  current_org_roles: ['Auditor'],
  admin_or_audit_orgs: [ROOT_ORG, DEFAULT_ORG],
})

export const orgAdminProfile: Profile = profileAnswer({
  ...base,
  id: 'a0000000-0000-4000-8000-000000000003',
  name: 'Org admin',
  username: 'orgadmin',
  role: 'User',
  role_display: 'User',
  current_org_roles: ['Admin'],
  admin_or_audit_orgs: [OPS_ORG],
  is_org_admin: true,
})

export const userProfile: Profile = profileAnswer({
  ...base,
  id: 'a0000000-0000-4000-8000-000000000004',
  name: 'User',
  username: 'user',
  role: 'User',
  role_display: 'User',
  current_org_roles: ['User'],
  admin_or_audit_orgs: [],
})

/** Public settings (the `data` of GET settings/public/), every key the contract lists. */
function settingsData(fields: PublicSettings): PublicSettings {
  return { ...contractRow(settingsPublic, {}).data, ...fields }
}

export const licensedSettings: PublicSettings = settingsData({
  WINDOWS_SKIP_ALL_MANUAL_PASSWORD: false,
  SECURITY_MAX_IDLE_TIME: 30,
  XPACK_ENABLED: true,
  LOGIN_CONFIRM_ENABLE: true,
  SECURITY_VIEW_AUTH_NEED_MFA: true,
  SECURITY_MFA_VERIFY_TTL: 3600,
  OLD_PASSWORD_HISTORY_LIMIT_COUNT: 5,
  SECURITY_COMMAND_EXECUTION: true,
  SECURITY_PASSWORD_EXPIRATION_TIME: 9999,
  SECURITY_LUNA_REMEMBER_AUTH: true,
  XPACK_LICENSE_IS_VALID: true,
  LOGIN_TITLE: 'Welcome',
  LOGO_URLS: {
    logo_index: '/static/img/logo_text.png',
    logo_logout: '/static/img/logo.png',
    favicon: '/static/img/facio.ico',
    login_image: '/static/img/login_image.jpg',
  },
  TICKETS_ENABLED: true,
  PASSWORD_RULE: {
    SECURITY_PASSWORD_MIN_LENGTH: 6,
    SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 6,
    SECURITY_PASSWORD_UPPER_CASE: false,
    SECURITY_PASSWORD_LOWER_CASE: false,
    SECURITY_PASSWORD_NUMBER: false,
    SECURITY_PASSWORD_SPECIAL_CHAR: false,
  },
  AUTH_WECOM: false,
  AUTH_DINGTALK: false,
  AUTH_FEISHU: false,
  SECURITY_WATERMARK_ENABLED: true,
  SECURITY_SESSION_SHARE: true,
  XRDP_ENABLED: true,
})

export const communitySettings: PublicSettings = {
  ...licensedSettings,
  XPACK_ENABLED: false,
  XPACK_LICENSE_IS_VALID: false,
  LOGIN_CONFIRM_ENABLE: false,
}

/** The answer of GET settings/public/ for a settings fixture. */
export function publicSettingsAnswer(settings: PublicSettings): { data: PublicSettings } {
  return { data: settings }
}

/** GET xpack/license/detail of a licence valid for years. */
export const licenceDetail: LicenceDetail = contractRow(xpackLicenseDetailRetrieve, {
  subscription_id: 'f3a9c2d47b1e4f0a9c8d2e6b5a4f3c21',
  corporation: 'ACME',
  date_expired: '2099-12-31',
  asset_count: 100,
  edition: 'Enterprise',
})
