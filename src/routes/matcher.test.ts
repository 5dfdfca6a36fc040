// Issue 22: the route table is matched on every navigation by the router, the menu and the page start. The console
// ranks and compiles it once (matchFlatRoute) instead of letting react-router flatten and rank 400 routes per call;
// the answer must be react-router's own for every address.
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { flattenRoutes, matchFlatRoute, routeScore, routeTable, type FlatRoute } from '.'

/** react-router's answer for a flat table: the route of its last match. */
function reactRouterMatch(flat: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  const matches = matchRoutes(
    flat.map((r) => ({ path: r.path, id: r.name })),
    pathname,
  )
  const last = matches?.[matches.length - 1]
  return last ? flat.find((r) => r.name === last.route.id) : undefined
}

const flat = flattenRoutes(routeTable)
const ID = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e01'
/** Every registered path with its parameters filled, in several spellings, and addresses no route has. */
const addresses = [
  ...flat.flatMap((r) => {
    const filled = r.path.replace(/:[\w-]+/g, ID)
    return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`, filled.replace(ID, 'create')]
  }),
  '/',
  '',
  '/nowhere',
  '/users',
  '/users/users/create',
  `/users/users/${ID}/update`,
  '/404',
  '//users/users',
  '/users//users',
  '/Users/USERS/',
]

describe('matchFlatRoute', () => {
  it(`answers as react-router does for ${addresses.length} addresses over the whole route table`, () => {
    for (const address of addresses) expect(matchFlatRoute(flat, address)?.name, address).toBe(reactRouterMatch(flat, address)?.name)
  })

  it('answers for a role’s own table (a new table is ranked on its own)', () => {
    const some = flat.filter((r) => r.path.startsWith('/users'))
    for (const address of addresses) expect(matchFlatRoute(some, address)?.name, address).toBe(reactRouterMatch(some, address)?.name)
  })

  it('ranks static segments above parameters, and more segments above fewer', () => {
    expect(routeScore('/users/users/create')).toBeGreaterThan(routeScore('/users/users/:id'))
    expect(routeScore('/users/users/:id/update')).toBeGreaterThan(routeScore('/users/users/:id'))
    expect(routeScore('/a/*')).toBeLessThan(routeScore('/a/:b'))
  })
})
