// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { buildPath, cloneTarget, createRouteName, deriveRouteNames, detailTarget, linkTo, routeNamesOf, updateTarget } from './routeNames'

const routes = new Map([
  ['UserList', '/users/users'],
  ['UserCreate', '/users/users/create'],
  ['UserUpdate', '/users/users/:id/update'],
  ['UserDetail', '/users/users/:id'],
])

describe('DTABLE-01..05 route names and row links', () => {
  it('DTABLE-01 a name ending in List derives Detail, Update and Create', () => {
    expect(deriveRouteNames('UserList')).toEqual({ list: 'UserList', create: 'UserCreate', update: 'UserUpdate', detail: 'UserDetail' })
    expect(deriveRouteNames('Users')).toBeNull()
    expect(routeNamesOf('User').detail).toBe('UserDetail')
  })
  it('LIST-10 the create route is the list name with List replaced by Create unless configured', () => {
    expect(createRouteName('UserGroupList')).toBe('UserGroupCreate')
    expect(createRouteName('UserGroupList', 'Other')).toBe('Other')
  })
  it('DTABLE-02 detail links carry {id} and optional query', () => {
    expect(detailTarget(routes, routeNamesOf('User'), 'u1', { tab: 'Info' })).toBe('/users/users/u1?tab=Info')
  })
  it('DTABLE-03 / ERR-41 a link to a missing route logs an error and gives no target', () => {
    const log = vi.fn()
    expect(linkTo(routes, 'NopeDetail', { id: 1 }, {}, log)).toBeNull()
    expect(log).toHaveBeenCalledWith(expect.stringContaining('NopeDetail'))
  })
  it('DTABLE-04 update goes to the update route with {id}', () => {
    expect(updateTarget(routes, routeNamesOf('User'), 'u1')).toBe('/users/users/u1/update')
  })
  it('DTABLE-05 clone goes to the create route with clone_from', () => {
    expect(cloneTarget(routes, routeNamesOf('User'), 'u1')).toBe('/users/users/create?clone_from=u1')
  })
  it('encodes parameters', () => {
    expect(buildPath('/a/:id', { id: 'x y' })).toBe('/a/x%20y')
  })
})
