// Test helper: a profile as usersProfileRetrieve answers it (a whole UserProfile of the contract), and a small stateful
// profile endpoint answering saves with the saved profile.
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import { usersProfileRetrieve } from '../generated/operations/users'
import { urlOf } from '../http/operation'
import { contractRow } from './contract'

export const PROFILE_URL = urlOf(usersProfileRetrieve)
/** The profile's id (the contract's ids are uuids). */
export const PROFILE_ID = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e11'

export function profileFixture(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return contractRow(usersProfileRetrieve, {
    id: PROFILE_ID,
    name: 'Zhang Wei',
    username: 'zhangwei',
    email: 'zhangwei@example.com',
    wechat: 'zw-wx',
    phone: '13800000000',
    mfa_level: 0,
    mfa_level_display: 'Disable',
    mfa_enabled: false,
    mfa_force_enabled: false,
    source: 'local',
    source_display: 'Local',
    can_public_key_auth: true,
    is_first_login: false,
    is_active: true,
    is_valid: true,
    is_expired: false,
    role: 'User',
    role_display: 'User',
    org_role_display: 'User',
    total_role_display: 'User',
    current_org_roles: ['User'],
    admin_or_audit_orgs: [],
    groups_display: 'Developers',
    date_joined: '2026/11/01 09:30:00 +0000',
    last_login: '2026/11/23 03:09:48 +0000',
    date_password_last_updated: '2026/11/02 10:00:00 +0000',
    date_expired: '2096/10/22 09:30:00 +0000',
    created_by: 'admin',
    public_key_comment: '',
    public_key_hash_md5: '',
    guide_url: '',
    is_org_admin: false,
    is_superuser: false,
    comment: '',
    ...extra,
  })
}

/**
 * GET/PUT/PATCH of the profile with the platform's rules for a user's own update: identity fields are ignored, a
 * level forced by the administrator (`mfa_force_enabled`) stays what it was. `fail` answers the next save with that
 * 400 body.
 */
export function serveProfile(server: SetupServer, initial: Record<string, unknown>, options: { fail?: Record<string, string[]> } = {}) {
  const state = { profile: { ...initial } }
  const save = async ({ request }: { request: Request }) => {
    if (options.fail) return HttpResponse.json(options.fail, { status: 400 })
    const body = (await request.json()) as Record<string, unknown>
    for (const key of ['phone', 'wechat', 'mfa_level', 'is_first_login', 'comment']) {
      if (key in body) state.profile[key] = body[key]
    }
    if (initial.mfa_force_enabled) state.profile.mfa_level = initial.mfa_level
    return HttpResponse.json(state.profile)
  }
  server.use(
    http.get(PROFILE_URL, () => HttpResponse.json(state.profile)),
    http.put(PROFILE_URL, save),
    http.patch(PROFILE_URL, save),
  )
  return state
}
