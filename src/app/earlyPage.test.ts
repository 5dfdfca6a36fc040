import { describe, expect, it, vi } from 'vitest'
import { PERM_ADMIN, PERM_AUDIT, PERM_USE } from '../config/constants'
import { index } from '../generated/operations/index'
import { usersUsersList } from '../generated/operations/users'
import { routeTable, type RouteNode } from '../routes'
import { startPage, preloadPage } from './earlyPage'

function table() {
  const page = vi.fn(async () => ({ default: () => null }))
  const prefetch = { prepare: vi.fn(), send: vi.fn() }
  const nodes: RouteNode[] = [
    { path: '/things', name: 'Things', perm: PERM_ADMIN, children: [{ path: 'list', name: 'ThingList', page, prefetch }] },
  ]
  return { page, prefetch, nodes }
}
const admin = { role: PERM_ADMIN, licenceValid: false, settings: {} }
const user = { role: PERM_USE, licenceValid: false, settings: {} }

describe('the page of the address, from the first script (issues 9, 22)', () => {
  it('loads the page once, with its early-request code, and sends nothing before the role is known', () => {
    const { page, prefetch, nodes } = table()
    preloadPage('/things/list', nodes)
    preloadPage('/things/list', nodes)
    expect(page).toHaveBeenCalledTimes(1)
    expect(prefetch.prepare).toHaveBeenCalled()
    expect(prefetch.send).not.toHaveBeenCalled()
  })

  it('sends the first requests with the query string and the organisation when the role may open the page', () => {
    const { prefetch, nodes } = table()
    startPage('/things/list', '?search=a', 'org-1', admin, nodes)
    expect(prefetch.send.mock.calls[0].slice(0, 2)).toEqual(['?search=a', 'org-1'])
    startPage('/elsewhere', '', 'org-1', admin, nodes)
    expect(prefetch.send).toHaveBeenCalledTimes(1)
  })

  it('says so only once the first requests have left (the shell and its framework wait for them)', () => {
    const { page, prefetch, nodes } = table()
    let requestsLeft: (() => void) | undefined
    prefetch.send.mockImplementation((_search: string, _org: string, sent: () => void) => {
      requestsLeft = sent
      return new Promise(() => undefined)
    })
    const sent = vi.fn()
    startPage('/things/list', '', 'org-1', admin, nodes, sent)
    expect(page).toHaveBeenCalledTimes(1)
    expect(sent).not.toHaveBeenCalled()
    requestsLeft?.()
    expect(sent).toHaveBeenCalledTimes(1)
    expect(page).toHaveBeenCalledTimes(1)
  })

  it('says so at once for a page without early requests, and never for a page the role may not open', () => {
    const sent = vi.fn()
    const plain = vi.fn(async () => ({ default: () => null }))
    const nodes: RouteNode[] = [{ path: '/plain', name: 'Plain', perm: PERM_ADMIN, page: plain }]
    expect(startPage('/plain', '', 'org-1', admin, nodes, sent)).toBeUndefined()
    expect(plain).toHaveBeenCalledTimes(1)
    expect(sent).toHaveBeenCalledTimes(1)
    const refused = vi.fn()
    expect(startPage('/plain', '', 'org-1', user, nodes, refused)).toBeUndefined()
    expect(refused).not.toHaveBeenCalled()
  })

  it("returns the page's first answer, for the console to draw the page with it; nothing for a page it does not start", async () => {
    const { prefetch, nodes } = table()
    prefetch.send.mockReturnValue(Promise.resolve('rows'))
    await expect(startPage('/things/list', '', 'org-1', admin, nodes)).resolves.toBe('rows')
    expect(startPage('/things/list', '', 'org-1', user, nodes)).toBeUndefined()
  })

  it('sends nothing for a page the role may not open (it shows not-found without asking the server)', () => {
    const { prefetch, nodes } = table()
    startPage('/things/list', '', 'org-1', user, nodes)
    expect(prefetch.send).not.toHaveBeenCalled()
  })
})

describe('the home address, whose page depends on the role', () => {
  function home() {
    const dashboard = vi.fn(async () => ({ default: () => null }))
    const myAssets = vi.fn(async () => ({ default: () => null }))
    const early = { prepare: vi.fn(), send: vi.fn() }
    const nodes: RouteNode[] = [
      { path: '/', name: 'AdminHome', perm: PERM_ADMIN, redirect: '/dashboard' },
      { path: '/dashboard', name: 'Dashboard', perm: PERM_ADMIN, page: dashboard, prefetch: early },
      { path: '/', name: 'MyAssets', perm: PERM_USE, page: myAssets },
    ]
    return { dashboard, myAssets, early, nodes }
  }

  it('is not guessed before the role is known', () => {
    const { dashboard, myAssets, early, nodes } = home()
    preloadPage('/', nodes)
    expect(dashboard).not.toHaveBeenCalled()
    expect(myAssets).not.toHaveBeenCalled()
    expect(early.prepare).not.toHaveBeenCalled()
  })

  it("an admin's: the redirect's target is fetched and its first requests sent", () => {
    const { dashboard, myAssets, early, nodes } = home()
    startPage('/', '', 'org-1', admin, nodes)
    expect(dashboard).toHaveBeenCalledTimes(1)
    expect(early.send.mock.calls[0].slice(0, 2)).toEqual(['', 'org-1'])
    expect(myAssets).not.toHaveBeenCalled()
  })

  it("an ordinary user's: the user area's page, and nothing of the admin's", () => {
    const { dashboard, myAssets, early, nodes } = home()
    startPage('/', '', undefined, user, nodes)
    expect(myAssets).toHaveBeenCalledTimes(1)
    expect(dashboard).not.toHaveBeenCalled()
    expect(early.send).not.toHaveBeenCalled()
  })
})

describe("the route table's own early requests (issue 22: the framework is evaluated only after they have left)", () => {
  it.each([
    ['the users list', '/users/users', usersUsersList.path],
    ['the dashboard', '/dashboard', index.path],
  ])('%s: `sent` comes after its first request was handed to the network', async (_name, address, path) => {
    const fetched: string[] = []
    // handed to the network and never answered: what counts is when it left
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      fetched.push(String(input))
      return new Promise<Response>(() => undefined)
    })
    try {
      let seenWhenSent: string[] | undefined
      const sent = new Promise<void>((resolve) => {
        startPage(address, '', 'org-1', { ...admin, role: PERM_ADMIN | PERM_AUDIT }, routeTable, () => {
          seenWhenSent = [...fetched]
          resolve()
        })
      })
      await sent
      expect(seenWhenSent?.some((url) => new URL(url, 'http://x').pathname === path)).toBe(true)
    } finally {
      fetchSpy.mockRestore()
    }
  })
})
