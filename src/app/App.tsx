// The console after a successful startup: routes generated for the current role (GUARD-16), one router per role
// (switching between admin and user page regenerates both, SHELL-13), tabs following navigation (the tab bar).
import type { QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { generateRoutes } from '../routes'
import { useSession } from '../session/useSession'
import { AppRoutesContext, type AppRoutesValue } from './appRoutes'
import { Providers } from './providers'
import { AppRouter } from './router'
import { createTabsStore } from './tabs'

export function App({ queryClient }: { queryClient: QueryClient }) {
  const session = useSession()
  const settings = session.settings
  const role = session.currentRole
  const value: AppRoutesValue = useMemo(() => {
    const allowed = generateRoutes({ role, licenceValid: !!settings?.XPACK_LICENSE_IS_VALID, settings: settings ?? {} })
    return { ...allowed, tabs: createTabsStore() }
  }, [role, settings])
  return (
    <Providers queryClient={queryClient}>
      <AppRoutesContext.Provider value={value}>
        {/* a new router (and shell) per role: nothing of the other page's tabs or kept pages survives */}
        <AppRouter key={String(role)} allowed={value} />
      </AppRoutesContext.Provider>
    </Providers>
  )
}

export default App
