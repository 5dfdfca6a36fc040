import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppRoutesContext } from '../appRoutes'
import type { AppRouteHandle } from '../router'
import { createTabsStore } from '../tabs'
import { KeepAliveOutlet, TabsBar } from './PageTabs'

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0)
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`${label}:${n}`}
    </button>
  )
}

function Crash(): never {
  throw new Error('page exploded')
}

const handle = (name: string, extra: Partial<AppRouteHandle> = {}): AppRouteHandle => ({
  name,
  title: undefined,
  trail: [],
  noCache: false,
  affix: false,
  redirect: false,
  ...extra,
})

function setup() {
  const tabs = createTabsStore()
  const Layout = () => (
    <div>
      <nav>
        <Link to="/kept">kept</Link>
        <Link to="/fresh">fresh</Link>
        <Link to="/crash">crash</Link>
      </nav>
      <TabsBar />
      <KeepAliveOutlet />
    </div>
  )
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/kept', handle: handle('Kept', { affix: true }), element: <Counter label="kept" /> },
          { path: '/fresh', handle: handle('Fresh', { noCache: true }), element: <Counter label="fresh" /> },
          { path: '/crash', handle: handle('Crash'), element: <Crash /> },
        ],
      },
    ],
    { initialEntries: ['/kept'] },
  )
  render(
    <AppRoutesContext.Provider value={{ tree: [], flat: [], menu: [], tabs }}>
      <RouterProvider router={router} />
    </AppRoutesContext.Provider>,
  )
  return { router, tabs }
}

afterEach(() => vi.restoreAllMocks())

describe('page tabs', () => {
  it('SHELL-16/17: a cached page keeps its state across tabs; a no-cache page mounts afresh', async () => {
    const user = userEvent.setup()
    setup()
    await user.click(screen.getByRole('button', { name: 'kept:0' }))
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    await user.click(screen.getByRole('button', { name: 'fresh:0' }))
    expect(screen.getByRole('button', { name: 'fresh:1' })).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'kept' }))
    expect(screen.getByRole('button', { name: 'kept:1' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    expect(screen.getByRole('button', { name: 'fresh:0' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'kept' }))
    expect(screen.getByRole('button', { name: 'kept:1' })).toBeInTheDocument()
  })

  it('the selected tab scrolls into view in the next frame once there are two tabs; one tab never scrolls (issue 22)', async () => {
    const user = userEvent.setup()
    const scrolled: string[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(`${this.getAttribute('aria-selected')} ${this.textContent}`)
    }
    try {
      setup()
      await new Promise((resolve) => requestAnimationFrame(resolve))
      expect(scrolled).toEqual([])
      await user.click(screen.getByRole('link', { name: 'fresh' }))
      await vi.waitFor(() => expect(scrolled).toHaveLength(1))
      expect(scrolled[0]).toMatch(/^true \/fresh/)
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })

  it('SHELL-16: opening an open path re-uses its tab', async () => {
    const user = userEvent.setup()
    const { tabs } = setup()
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    await user.click(screen.getByRole('link', { name: 'kept' }))
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    expect(tabs.get().map((t) => t.key)).toEqual(['/kept', '/fresh'])
  })

  it('SHELL-18: close all keeps pinned tabs; closing the active tab shows its neighbour', async () => {
    const user = userEvent.setup()
    const { tabs, router } = setup()
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    const bar = within(screen.getByTestId('page-tabs'))
    expect(bar.getAllByRole('tab')).toHaveLength(2)
    await user.click(bar.getAllByTitle('Close tab')[0])
    expect(tabs.get().map((t) => t.key)).toEqual(['/kept'])
    expect(router.state.location.pathname).toBe('/kept')
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    await user.click(screen.getByRole('button', { name: 'Close all tabs' }))
    expect(tabs.get().map((t) => t.key)).toEqual(['/kept'])
    expect(router.state.location.pathname).toBe('/kept')
  })

  it('the tab list is one stop in the Tab order; arrow keys, Home and End move along it', async () => {
    const user = userEvent.setup()
    setup()
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    const list = within(screen.getByTestId('page-tabs'))
    const [kept, fresh] = list.getAllByRole('tab')
    expect(fresh).toHaveAttribute('aria-selected', 'true')
    expect(kept).toHaveAttribute('aria-selected', 'false')
    expect(kept).toHaveAttribute('tabindex', '-1')
    fresh.focus()
    await user.keyboard('{ArrowRight}')
    expect(kept).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(fresh).toHaveFocus()
    await user.keyboard('{Home}')
    expect(kept).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(kept).toHaveAttribute('aria-selected', 'true')
  })

  it('accessibility (issue 23): a tab holds nothing interactive; Delete closes the focused tab and the focus stays in the tab list', async () => {
    const user = userEvent.setup()
    const { tabs, router } = setup()
    await user.click(screen.getByRole('link', { name: 'fresh' }))
    const list = within(screen.getByTestId('page-tabs'))
    const [kept, fresh] = list.getAllByRole('tab')
    for (const tab of [kept, fresh]) {
      expect(tab.querySelector('button, a[href], input, [tabindex]:not([tabindex="-1"])')).toBeNull()
    }
    expect(fresh).toHaveAttribute('aria-keyshortcuts', 'Delete')
    expect(kept).not.toHaveAttribute('aria-keyshortcuts')
    fresh.focus()
    await user.keyboard('{Delete}')
    expect(tabs.get().map((t) => t.key)).toEqual(['/kept'])
    expect(router.state.location.pathname).toBe('/kept')
    expect(list.getByRole('tab')).toHaveFocus()
    // a pinned tab stays
    await user.keyboard('{Delete}')
    expect(tabs.get().map((t) => t.key)).toEqual(['/kept'])
  })

  it('an error in one page is contained: the shell and the other tabs keep working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    setup()
    await user.click(screen.getByRole('link', { name: 'crash' }))
    expect(screen.getByTestId('page-error')).toHaveTextContent('page exploded')
    await user.click(screen.getByRole('link', { name: 'kept' }))
    expect(screen.getByRole('button', { name: 'kept:0' })).toBeInTheDocument()
  })
})
