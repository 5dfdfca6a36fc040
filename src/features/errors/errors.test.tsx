import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browser } from '../../http/browser'
import LoginRedirectPage from './LoginRedirectPage'
import NotFoundPage from './NotFoundPage'

afterEach(() => vi.restoreAllMocks())

function at(element: React.ReactNode, handle?: object) {
  return render(<RouterProvider router={createMemoryRouter([{ path: '/', element, handle }])} />)
}

describe('error pages', () => {
  it('ROUTE-PUB-01: the 404 page says so and links home', () => {
    at(<NotFoundPage />)
    expect(screen.getByText('Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it("GUARD-02 / SHELL-01: the console's /login address leads to the platform sign-in page", () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    at(<LoginRedirectPage />)
    expect(assign).toHaveBeenCalledWith('/core/auth/login/')
  })
})
