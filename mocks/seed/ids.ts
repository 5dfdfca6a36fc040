// Fixed ids shared with the contract's examples and the e2e tests.
export const USER_PREFIX = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d'
export const ADMIN_ID = `${USER_PREFIX}4e01`
export const AUDITOR_ID = `${USER_PREFIX}4e02`
export const ORGADMIN_ID = `${USER_PREFIX}4e03`
export const USER_ID = `${USER_PREFIX}4e04`
export const MFAUSER_ID = `${USER_PREFIX}4e05`

export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000'
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002'
/** The two extra organisations. */
export const RND_ORG_ID = '00000000-0000-0000-0000-000000000003'
export const OPS_ORG_ID = '00000000-0000-0000-0000-000000000004'

export const SEEDED_ACCOUNTS = [
  { username: 'admin', password: 'admin', id: ADMIN_ID, who: 'system administrator (every area, every organisation)' },
  { username: 'auditor', password: 'auditor', id: AUDITOR_ID, who: 'system auditor' },
  { username: 'orgadmin', password: 'orgadmin', id: ORGADMIN_ID, who: 'administrator of the Default organisation only' },
  { username: 'user', password: 'user', id: USER_ID, who: 'ordinary user' },
  { username: 'mfauser', password: 'mfauser', id: MFAUSER_ID, who: 'ordinary user with MFA (code 123456)' },
] as const
