// What the generic screens need to know about the signed-in user and the current organisation. By default it is
// read from the session store; tests and embedding screens may provide their own values.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { sessionStore } from '../../session/store'
import { useSession } from '../../session/useSession'

export interface ConsoleEnv {
  /** The current organisation is the root (global) one (ORG-06). Screens ask access.ts (`isRootOrg`, `canAdminInOrg`). */
  orgIsRoot: boolean
  orgId?: string
  /** Permission bits of the current page role (ROLE-01..09), read through access.ts (`canAdmin`, `canAudit` …). */
  perms: number
  /** The system role is Admin (SuperAdmin): global actions such as deleting users. */
  isSuperAdmin: boolean
  licenceValid: boolean
  currentUserId?: string
  /** MFA-04 / MFA-06 */
  mfaVerifiedAt: number | null
  mfaTtlSeconds?: number
  settings: Record<string, unknown>
  recordMfaVerified(at: number): void
}

const EnvContext = createContext<ConsoleEnv | null>(null)

export function ConsoleEnvProvider({ value, children }: { value: ConsoleEnv; children: ReactNode }) {
  return <EnvContext.Provider value={value}>{children}</EnvContext.Provider>
}

function useSessionEnv(): ConsoleEnv {
  const session = useSession()
  return useMemo(() => {
    const settings = (session.settings ?? {}) as Record<string, unknown>
    const ttl = Number(settings.SECURITY_MFA_VERIFY_TTL)
    return {
      orgIsRoot: Boolean(session.currentOrg?.is_root),
      orgId: session.currentOrg?.id,
      perms: session.currentRole || session.perms,
      isSuperAdmin: session.profile?.role === 'Admin',
      licenceValid: Boolean(settings.XPACK_LICENSE_IS_VALID),
      currentUserId: session.profile?.id,
      mfaVerifiedAt: session.mfaVerifiedAt,
      mfaTtlSeconds: Number.isFinite(ttl) ? ttl : undefined,
      settings,
      recordMfaVerified: (at: number) => sessionStore.set({ mfaVerifiedAt: at }),
    }
  }, [session])
}

/** The environment of the generic screens (a provided value wins over the session store). */
export function useConsoleEnv(): ConsoleEnv {
  const provided = useContext(EnvContext)
  const fromSession = useSessionEnv()
  return provided ?? fromSession
}
