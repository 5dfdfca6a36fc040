// ROLE-16 / ENT-12: the current role and the current organisation are kept per user in localStorage
// (`jms_current_role_<username>`, `jms_current_org_<username>`); the org id is mirrored into the `X-JMS-ORG`
// cookie. Nothing else of the session (no credential, no token) is ever written to storage.
import { COOKIE_NAMES, STORAGE_KEYS } from '../config/constants'
import { writeCookie } from '../config/cookies'
import { readStored as read, writeStored as write } from '../config/storage'
import type { OrgRef } from './types'

export function loadStoredRole(username: string): number | null {
  const raw = read(STORAGE_KEYS.currentRole(username))
  if (raw === null) return null
  const value = Number.parseInt(raw, 10)
  return Number.isFinite(value) && value > 0 ? value : null
}

export function saveStoredRole(username: string, role: number | null): void {
  write(STORAGE_KEYS.currentRole(username), role === null ? null : String(role))
}

export function loadStoredOrg(username: string): OrgRef | null {
  const raw = read(STORAGE_KEYS.currentOrg(username))
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value === 'object' && value !== null && typeof (value as OrgRef).id === 'string') {
      const org = value as OrgRef
      return { id: org.id, name: String(org.name ?? ''), is_default: !!org.is_default, is_root: !!org.is_root }
    }
  } catch {
    // not ours: ignore
  }
  return null
}

export function saveStoredOrg(username: string, org: OrgRef): void {
  const { id, name, is_default, is_root } = org
  write(STORAGE_KEYS.currentOrg(username), JSON.stringify({ id, name, is_default: !!is_default, is_root: !!is_root }))
  writeCookie(COOKIE_NAMES.org, id)
}
