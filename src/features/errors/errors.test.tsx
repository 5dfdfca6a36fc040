import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browser } from '../../http/browser'
import LoginRedirectPage from './LoginRedirectPage'
import NotFoundPage from './NotFoundPage'
import PendingScreen from './PendingScreen'

afterEach(() => vi.restoreAllMocks())

function at(element: React.ReactNode, handle?: object) {
  return render(<RouterProvider router={createMemoryRouter([{ path: '/', element, handle }])} />)
}

describe('error and placeholder pages', () => {
  it('ROUTE-PUB-01: the 404 page says so and links home', () => {
    at(<NotFoundPage />)
    expect(screen.getByText('Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('a screen not built yet says so, translated, with its route title', () => {
    at(<PendingScreen />, { name: 'AssetList', title: 'route.AssetList', trail: [], noCache: false, affix: false })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Assets')
    expect(screen.getByTestId('pending-screen')).toHaveTextContent('The screen “Assets” is not built yet.')
  })

  it("GUARD-02 / SHELL-01: the console's /login address leads to the platform sign-in page", () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    at(<LoginRedirectPage />)
    expect(assign).toHaveBeenCalledWith('/core/auth/login/')
  })
})
