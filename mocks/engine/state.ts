// Everything the mock remembers: the database, sign-in sessions, API tokens, the spm cache, the clock and the
// configuration. One `MockState` per running mock; every runtime (Node server, browser, vitest) builds one.
import { Database, type Row } from '../db/store'
import { randomId } from './prng'

export type Scale = 'small' | 'full'

export interface MockConfig {
  scale: Scale
  /** Licence valid and X-Pack enabled (false with MOCK_LICENSE=none). */
  license: boolean
  /** Idle time after which a sign-in session expires, in seconds (Django SESSION_COOKIE_AGE-like). */
  sessionIdleSeconds: number
  /** How long an MFA verification stays fresh, in seconds (SECURITY_MFA_VERIFY_TTL). */
  mfaTtlSeconds: number
  /** Global fault (see faults.ts), e.g. `latency:300`. */
  fault: string | null
  seed: number
}

export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000'
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002'
export const MFA_TEST_CODE = '123456'
export const SPM_TTL_SECONDS = 300

export function configFromEnv(env: Record<string, string | undefined>, defaults: Partial<MockConfig> = {}): MockConfig {
  const scale = env.MOCK_SCALE === 'small' || env.MOCK_SCALE === 'full' ? env.MOCK_SCALE : (defaults.scale ?? 'full')
  const idle = Number(env.MOCK_SESSION_IDLE ?? NaN)
  const mfaTtl = Number(env.MOCK_MFA_TTL ?? NaN)
  return {
    scale,
    license: env.MOCK_LICENSE ? env.MOCK_LICENSE !== 'none' : (defaults.license ?? true),
    sessionIdleSeconds: Number.isFinite(idle) && idle > 0 ? idle : (defaults.sessionIdleSeconds ?? 24 * 3600),
    mfaTtlSeconds: Number.isFinite(mfaTtl) && mfaTtl > 0 ? mfaTtl : (defaults.mfaTtlSeconds ?? 3600),
    fault: env.MOCK_FAULT || defaults.fault || null,
    seed: Number(env.MOCK_SEED ?? defaults.seed ?? 20211),
  }
}

export interface UserRow extends Row {
  username: string
  name: string
  email: string
  role: 'Admin' | 'Auditor' | 'User' | 'App'
  is_active: boolean
  mfa_level: number
  otp_secret_key: string | null
  password: string
}

export interface SessionData {
  key: string
  userId: string | null
  csrf: string
  lastSeen: number
  mfaVerifiedAt: number | null
  /** Set between the password step and the MFA step of the sign-in page. */
  pendingUserId?: string
  pendingNext?: string
  /** Last successful password re-check (POST authentication/password/verify/). */
  passwordVerifiedAt?: number | null
}

export interface TokenData {
  userId: string
  expires: number
}

type Listener = (event: MockEvent) => void
export type MockEvent = { type: 'site-msg'; userIds: string[] } | { type: 'task'; taskId: string }

export class MockState {
  readonly db = new Database()
  readonly config: MockConfig
  readonly sessions = new Map<string, SessionData>()
  readonly tokens = new Map<string, TokenData>()
  readonly spm = new Map<string, { ids: string[]; expires: number }>()
  /** Failed sign-ins per username (login blocking). */
  readonly loginFailures = new Map<string, { count: number; last: number }>()
  /** Admin settings by UPPER_CASE name. */
  settings: Record<string, unknown> = {}
  /** Shifts the mock's clock (tests of expiry); milliseconds. */
  clockOffset = 0
  private listeners = new Set<Listener>()
  /** Called after every change the browser runtime should persist. */
  onChange: (() => void) | null = null

  constructor(config: MockConfig) {
    this.config = config
  }

  now(): number {
    return Date.now() + this.clockOffset
  }

  newSession(): SessionData {
    const s: SessionData = {
      key: randomId().replace(/-/g, ''),
      userId: null,
      csrf: randomToken(),
      lastSeen: this.now(),
      mfaVerifiedAt: null,
    }
    this.sessions.set(s.key, s)
    return s
  }

  on(fn: Listener): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  emit(e: MockEvent): void {
    for (const fn of this.listeners) fn(e)
  }

  changed(): void {
    this.onChange?.()
  }

  users() {
    return this.db.collection<UserRow>('users')
  }

  /** Everything worth keeping across page reloads (browser runtime). */
  exportSnapshot(): MockSnapshot {
    return {
      version: SNAPSHOT_VERSION,
      scale: this.config.scale,
      license: this.config.license,
      db: this.db.snapshot(),
      sessions: [...this.sessions.values()],
      tokens: [...this.tokens.entries()],
      settings: this.settings,
    }
  }

  /** Restores a snapshot; false when it was made by another version or scale. */
  importSnapshot(snap: MockSnapshot): boolean {
    if (!snap || snap.version !== SNAPSHOT_VERSION || snap.scale !== this.config.scale) return false
    this.db.restore(snap.db)
    this.sessions.clear()
    for (const s of snap.sessions) this.sessions.set(s.key, s)
    this.tokens.clear()
    for (const [k, v] of snap.tokens) this.tokens.set(k, v)
    this.settings = snap.settings
    this.config.license = snap.license
    return true
  }
}

export const SNAPSHOT_VERSION = 1

export interface MockSnapshot {
  version: number
  scale: Scale
  license: boolean
  db: Record<string, Row[]>
  sessions: SessionData[]
  tokens: Array<[string, TokenData]>
  settings: Record<string, unknown>
}

export function randomToken(len = 64): string {
  let s = ''
  while (s.length < len) s += randomId().replace(/-/g, '')
  return s.slice(0, len)
}
