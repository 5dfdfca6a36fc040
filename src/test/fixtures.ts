// Profiles and settings shaped like the real API's answers, for the spine's tests.
import { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../config/constants'
import type { OrgRef, Profile, PublicSettings } from '../session/types'

export const ROOT_ORG: OrgRef = { id: ROOT_ORG_ID, name: 'GLOBAL', is_default: false, is_root: true }
export const DEFAULT_ORG: OrgRef = { id: DEFAULT_ORG_ID, name: 'Default', is_default: true, is_root: false }
export const OPS_ORG: OrgRef = { id: '5b1f9c6e-3d43-4a0b-9a57-6d0c2f1e7a10', name: 'Ops', is_default: false, is_root: false }

const base = {
  email: 'someone@example.com',
  is_superuser: false,
  is_org_admin: false,
  source: 'local',
  date_password_last_updated: '2026/11/01 10:00:00 +0800',
  is_first_login: false,
}

export const adminProfile: Profile = {
  ...base,
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Administrator',
  username: 'admin',
  role: 'Admin',
  current_org_roles: ['User'],
  admin_or_audit_orgs: [ROOT_ORG, DEFAULT_ORG, OPS_ORG],
  is_superuser: true,
  is_org_admin: true,
}

export const auditorProfile: Profile = {
  ...base,
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Auditor',
  username: 'auditor',
  role: 'Auditor',
  current_org_roles: ['Auditor'],
  admin_or_audit_orgs: [ROOT_ORG, DEFAULT_ORG],
}

export const orgAdminProfile: Profile = {
  ...base,
  id: 'a0000000-0000-4000-8000-000000000003',
  name: 'Org admin',
  username: 'orgadmin',
  role: 'User',
  current_org_roles: ['Admin'],
  admin_or_audit_orgs: [OPS_ORG],
  is_org_admin: true,
}

export const userProfile: Profile = {
  ...base,
  id: 'a0000000-0000-4000-8000-000000000004',
  name: 'User',
  username: 'user',
  role: 'User',
  current_org_roles: ['User'],
  admin_or_audit_orgs: [],
}

export const licensedSettings: PublicSettings = {
  XPACK_ENABLED: true,
  XPACK_LICENSE_IS_VALID: true,
  LOGO_URLS: { logo_index: '/static/img/logo_text.png', logo_logout: '/static/img/logo.png', favicon: '/static/img/facio.ico', login_image: '/static/img/login_image.jpg' },
  LOGIN_TITLE: 'Welcome',
  SECURITY_MFA_VERIFY_TTL: 3600,
  TICKETS_ENABLED: true,
  SECURITY_COMMAND_EXECUTION: true,
  SECURITY_PASSWORD_EXPIRATION_TIME: 9999,
}

export const communitySettings: PublicSettings = { ...licensedSettings, XPACK_ENABLED: false, XPACK_LICENSE_IS_VALID: false }
