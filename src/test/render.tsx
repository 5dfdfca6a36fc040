// Test helper: renders a screen with everything the shell provides (React Query, i18n, toasts, router) and a
// console environment chosen by the test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { useEffect, type ReactElement, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { onHttpEvent } from '../http/events'
import { showToast } from '../components/common/toast'
import { ToastHost } from '../components/common/ToastHost'
import { ConsoleEnvProvider, type ConsoleEnv } from '../components/env/ConsoleEnv'
import { createTestI18n } from './i18n'

export const ADMIN_ENV: ConsoleEnv = {
  orgIsRoot: false,
  orgId: '00000000-0000-0000-0000-000000000002',
  perms: 0b10010010,
  isSuperAdmin: true,
  licenceValid: true,
  currentUserId: 'me',
  mfaVerifiedAt: null,
  mfaTtlSeconds: 3600,
  settings: {},
  recordMfaVerified: () => {},
}

/** Shows the HTTP layer's error events as toasts, as the shell does. */
function HttpToasts() {
  useEffect(
    () =>
      onHttpEvent((e) => {
        if (e.type === 'error') showToast(e.message, 'error')
      }),
    [],
  )
  return null
}

export interface RenderOptions {
  env?: Partial<ConsoleEnv>
  language?: 'cn' | 'en'
  /** Initial address (path + query). */
  route?: string
  /** Extra routes besides the one rendering `ui` at `path`. */
  path?: string
  routes?: RouteObject[]
}

export interface Rendered extends RenderResult {
  user: UserEvent
  queryClient: QueryClient
  router: ReturnType<typeof createMemoryRouter>
  env: ConsoleEnv
}

export function Providers({
  children,
  env,
  language = 'en',
  queryClient,
}: {
  children: ReactNode
  env: ConsoleEnv
  language?: 'cn' | 'en'
  queryClient: QueryClient
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n(language)}>
        <ConsoleEnvProvider value={env}>
          <ToastHost max={5} durationMs={null} />
          <HttpToasts />
          {children}
        </ConsoleEnvProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}

export function renderScreen(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const env = { ...ADMIN_ENV, ...(options.env ?? {}) }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  })
  const user = userEvent.setup()
  const result = render(
    <Providers env={env} language={options.language} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...result, user, queryClient, router, env }
}
