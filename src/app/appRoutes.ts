// The allowed routes of the current role and the tabs of this router, shared with the shell.
import { createContext, useContext } from 'react'
import type { AllowedRoutes } from '../routes'
import type { TabsStore } from './tabs'

export interface AppRoutesValue extends AllowedRoutes {
  tabs: TabsStore
}

export const AppRoutesContext = createContext<AppRoutesValue | null>(null)

export function useAppRoutes(): AppRoutesValue {
  const value = useContext(AppRoutesContext)
  if (!value) throw new Error('useAppRoutes outside the app router')
  return value
}
