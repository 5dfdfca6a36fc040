import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { browser } from '../http/browser'
import { en } from '../test/i18n'
import { createQueryClient, Providers } from './providers'
import { loadShellExtras } from './shell/extrasLoader'
import { StartupMessage } from './StartupScreen'

// the toast host is one of the shell's extras, loaded after the first screen; here it is at hand from the start
beforeAll(() => loadShellExtras())

afterEach(() => vi.restoreAllMocks())

describe('startup outcomes', () => {
  it('GUARD-06 / ERR-03: a profile failure shows "Verification failed, please login again" and offers sign-in', async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    render(
      <Providers queryClient={createQueryClient()}>
        <StartupMessage message={en('guard.VerificationFailed')} offerLogin />
      </Providers>,
    )
    expect(screen.getByTestId('startup-error')).toHaveTextContent('Verification failed, please login again')
    await user.click(screen.getByRole('button', { name: en('http.ReLogin') }))
    expect(assign).toHaveBeenCalledWith('/core/auth/login/')
  })

  it('GUARD-14 / ERR-04: a route-generation failure shows its message as an error toast', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <StartupMessage message={en('guard.HasError')} toast />
      </Providers>,
    )
    expect(await screen.findAllByText('Has Error')).toHaveLength(2)
  })
})
