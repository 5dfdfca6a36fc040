// Shapes of the server data the session layer reads. They mirror the contract (switch to the generated models
// of src/generated/model when they exist: UserProfile, PublicSettings, CurrentOrg, SiteMessage).

export interface OrgRef {
  id: string
  name: string
  is_default?: boolean
  is_root?: boolean
  comment?: string
}

/** ENT-01 (+ C-08 `is_first_login`). */
export interface Profile {
  id: string
  name: string
  username: string
  email?: string
  /** System role: `Admin`, `Auditor` or `User`. */
  role: string
  current_org_roles: string[]
  admin_or_audit_orgs: OrgRef[]
  is_superuser?: boolean
  is_org_admin?: boolean
  source?: string
  date_password_last_updated?: string | null
  is_first_login?: boolean
}

export interface LogoUrls {
  logo_index?: string
  logo_logout?: string
  login_image?: string
  favicon?: string
}

/** ENT-02 (the keys the console reads; the server sends more). */
export interface PublicSettings {
  XPACK_ENABLED?: boolean
  XPACK_LICENSE_IS_VALID?: boolean
  LOGO_URLS?: LogoUrls
  LOGIN_TITLE?: string
  SECURITY_MFA_VERIFY_TTL?: number
  TICKETS_ENABLED?: boolean
  SECURITY_COMMAND_EXECUTION?: boolean
  SECURITY_PASSWORD_EXPIRATION_TIME?: number
  [key: string]: unknown
}

/** ENT-11 */
export interface LicenceDetail {
  date_expired?: string | null
  corporation?: string
  edition?: string
  asset_count?: number | null
  subscription_id?: string
}

/** ENT-10 (the fields the header reads). */
export interface SiteMessage {
  id: string
  subject: string
  message?: string
  has_read: boolean
  date_created?: string
  sender?: string | null
}
