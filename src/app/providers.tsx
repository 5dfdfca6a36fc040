// The providers every screen relies on: React Query, the MUI theme, toasts (5 s), texts. The toast host and the
// other parts of the shell that the first screen does not draw load just after it is drawn (extras.tsx).
import CssBaseline from '@mui/material/CssBaseline'
import GlobalStyles from '@mui/material/GlobalStyles'
import type { Theme } from '@mui/material/styles'
import ThemeProvider from '@mui/system/ThemeProvider'
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { buttonStyles } from '../components/common/buttons'
import { countBadgeStyles } from '../components/common/CountBadge'
import { markStyles } from '../components/common/marks'
import { plainIconStyles } from '../components/common/plainIcon'
import { isHttpError } from '../http/errors'
import { i18n } from '../i18n/react'
import { afterPageData } from './shell/afterPageData'
import { loadShellExtras, useShellExtras } from './shell/extrasLoader'
import { HttpToasts } from './shell/HttpToasts'
import { SessionEndedDialog } from './shell/SessionEndedDialog'
import { providedTheme } from './theme'

/** The stylesheet of the first screen's plain icons, buttons, badges and yes/no marks, inserted once (issue 22). */
const firstScreenStyles = (theme: Theme) => ({
  ...plainIconStyles(theme),
  ...buttonStyles(theme),
  ...countBadgeStyles(theme),
  ...markStyles(theme),
})

const EXTRAS_TRIES = 3
const EXTRAS_RETRY_MS = 5_000

/** One place for the query defaults: no retry of client errors, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(isHttpError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * Fetches the shell's extras once the page has its first data and the browser is idle (trying again a few times
 * if the network fails), and mounts the toast host when they are there.
 */
function DeferredToastHost() {
  const extras = useShellExtras()
  const queryClient = useQueryClient()
  useEffect(() => {
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      loadShellExtras().catch(() => {
        tries += 1
        if (tries < EXTRAS_TRIES) timer = setTimeout(attempt, EXTRAS_RETRY_MS)
      })
    }
    // at the first idle moment after the page's first data: the first screen's own work and requests come first
    // (issues 9 and 22)
    const cancel = afterPageData(queryClient, attempt)
    return () => {
      cancel()
      clearTimeout(timer)
    }
  }, [queryClient])
  return extras ? <extras.ToastHost /> : null
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={providedTheme}>
          <CssBaseline />
          <GlobalStyles styles={firstScreenStyles} />
          <HttpToasts />
          <SessionEndedDialog />
          {children}
          <DeferredToastHost />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
