// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { clearRoutes, routeTable } from './registry'
import { resourceRoutes } from './resourceRoutes'
import type { ResourceConfig } from './types'

const config: ResourceConfig = { name: 'Widget', path: '/things/widgets', url: '/api/test/widgets/' }

describe('resourceRoutes', () => {
  beforeEach(() => clearRoutes())

  it('DTABLE-01 gives list, create, update and detail routes named from the stem, sub-pages hidden', () => {
    const routes = resourceRoutes(config)
    expect(routes.map((r) => [r.kind, r.name, r.path, r.hidden, r.titleKey, r.activeMenu])).toEqual([
      ['list', 'WidgetList', '/things/widgets', false, 'route.WidgetList', undefined],
      ['create', 'WidgetCreate', '/things/widgets/create', true, 'route.WidgetCreate', 'WidgetList'],
      ['update', 'WidgetUpdate', '/things/widgets/:id/update', true, 'route.WidgetUpdate', 'WidgetList'],
      ['detail', 'WidgetDetail', '/things/widgets/:id', true, 'route.WidgetDetail', 'WidgetList'],
    ])
  })

  it('registers the names so any table can link to them (DTABLE-02)', () => {
    resourceRoutes(config)
    expect(routeTable().get('WidgetDetail')).toBe('/things/widgets/:id')
  })

  it('C-23 takes irregular paths and a subset of screens', () => {
    const routes = resourceRoutes({ ...config, screens: ['list', 'update'] }, { paths: { update: '/things/widget/:id/update' } })
    expect(routes.map((r) => r.path)).toEqual(['/things/widgets', '/things/widget/:id/update'])
  })

  it("a lazy config's routes come from its identity, and its page loads the config with the page", async () => {
    const identity = { name: 'Widget', path: '/things/widgets', screens: ['list'] } as const
    let loads = 0
    const [list, ...others] = resourceRoutes(identity, () => Promise.resolve({ default: { ...config, ...identity, loaded: ++loads } }))
    expect(others).toEqual([])
    expect([list.name, list.path]).toEqual(['WidgetList', '/things/widgets'])
    expect(loads).toBe(0)
    const page = await list.page()
    expect(typeof page.default).toBe('function')
    expect(loads).toBe(1)
  })

  it("a lazy config's loader must load the config of the same identity (a typecheck)", () => {
    const identity = { name: 'Widget', path: '/things/widgets' } as const
    const other = { ...config, name: 'Gadget' as const }
    // @ts-expect-error the Gadget config is not the Widget's
    resourceRoutes(identity, () => Promise.resolve({ default: other }))
  })
})
