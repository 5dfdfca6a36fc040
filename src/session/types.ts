// Shapes of the server data the session layer reads, taken from the generated contract models
// (src/generated/model): each keeps the fields the spine needs, so a contract change that removes or retypes one
// of them breaks the build here. Fields the console does not need at startup are optional, which lets tests
// build small fixtures.
import type {
  CurrentOrganization,
  LicenseDetail,
  PublicSettingsData,
  SiteMessage as SiteMessageModel,
  UserOrg,
  UserProfile,
} from '../generated/model'

/** An organisation as the profile lists it (`admin_or_audit_orgs`) and as `orgs/current/` answers it. */
export type OrgRef = Pick<UserOrg, 'id' | 'name'> & Partial<Pick<CurrentOrganization, 'is_default' | 'is_root' | 'comment'>>

/** ENT-01 (+ C-08 `is_first_login`). `role` is the system role: `Admin`, `Auditor` or `User`. */
export type Profile = Pick<UserProfile, 'id' | 'name' | 'username' | 'role'> &
  Partial<Pick<UserProfile, 'email' | 'is_superuser' | 'is_org_admin' | 'date_password_last_updated' | 'is_first_login'>> & {
    /** Where the account comes from (`local`, `ldap` …; UserProfileSource); only `local` gets the password banner. */
    source?: string
    /** The role names the user holds in the current organisation (`Admin`, `Auditor`, `User`). */
    current_org_roles: string[]
    admin_or_audit_orgs: OrgRef[]
    /** Every organisation the user belongs to (the request forms of tickets offer them). */
    user_all_orgs?: readonly OrgRef[]
  }

export type LogoUrls = Partial<PublicSettingsData['LOGO_URLS']>

/** ENT-02: the keys the console reads (the server sends more). */
export type PublicSettings = Partial<Omit<PublicSettingsData, 'LOGO_URLS'>> & { LOGO_URLS?: LogoUrls }

/** ENT-11 */
export type LicenceDetail = Partial<Omit<LicenseDetail, 'date_expired' | 'asset_count'>> & {
  /** YYYY-MM-DD; empty or null without a licence. */
  date_expired?: string | null
  asset_count?: number | null
}

/** ENT-10 (the fields the header reads). */
export type SiteMessage = Pick<SiteMessageModel, 'id' | 'subject' | 'has_read'> &
  Partial<Pick<SiteMessageModel, 'message' | 'date_created' | 'sender'>>
