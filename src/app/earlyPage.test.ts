import { describe, expect, it, vi } from 'vitest'
import { PERM_ADMIN, PERM_USE } from '../config/constants'
import type { RouteNode } from '../routes'
import { prefetchPage, preloadPage } from './earlyPage'

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
    prefetchPage('/things/list', '?search=a', 'org-1', admin, nodes)
    expect(prefetch.send).toHaveBeenCalledWith('?search=a', 'org-1')
    prefetchPage('/elsewhere', '', 'org-1', admin, nodes)
    expect(prefetch.send).toHaveBeenCalledTimes(1)
  })

  it('sends nothing for a page the role may not open (it shows not-found without asking the server)', () => {
    const { prefetch, nodes } = table()
    prefetchPage('/things/list', '', 'org-1', user, nodes)
    expect(prefetch.send).not.toHaveBeenCalled()
  })
})
