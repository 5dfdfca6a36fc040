// ROUTE-DASH-01: the dashboard links a figure only for a role that may open the list it leads to — the same answer
// as the route table's (a test may read src/routes; the screen cannot, so it asks access.ts and this keeps the two
// in step).
import { describe, expect, it } from 'vitest'
import { PERM_ADMIN, PERM_AUDIT, PERM_SUPER, PERM_USE } from '../../config/constants'
import { mayOpenScreen, routeTable, type RouteFilterContext } from '../../routes'
import { dayLabels, formatCount, parsePythonDate, windowOf } from './format'
import { GROUPS, groupKey, groupQuery, type GroupName } from './groups'
import { dashboardLinks, linkableLists } from './links'

const ROLES = {
  superAdmin: PERM_SUPER | PERM_ADMIN | PERM_AUDIT,
  orgAdmin: PERM_ADMIN | PERM_AUDIT,
  auditor: PERM_AUDIT,
  user: PERM_USE,
}

describe('dashboard links (ROUTE-DASH-01)', () => {
  it('ROUTE-DASH-01 a figure links to a list exactly when the route table lets the role open it', () => {
    for (const [name, role] of Object.entries(ROLES)) {
      for (const licenceValid of [true, false]) {
        const ctx: RouteFilterContext = { role, licenceValid, settings: {} }
        const can = linkableLists({ perms: role })
        expect([name, licenceValid, can]).toEqual([
          name,
          licenceValid,
          {
            users: mayOpenScreen(routeTable, 'User', 'list', ctx),
            assets: mayOpenScreen(routeTable, 'Asset', 'list', ctx),
            sessions: mayOpenScreen(routeTable, 'Session', 'list', ctx),
          },
        ])
      }
    }
  })

  it('ROUTE-DASH-01 the windowed links name the user or asset as the session recorded it, over the window', () => {
    const now = Date.parse('2026-11-26T07:30:00Z')
    const links = dashboardLinks({ perms: ROLES.auditor }, 30, now)
    expect(links.users).toBeUndefined()
    expect(links.assets).toBeUndefined()
    expect(links.online).toBe('/terminal/sessions?tab=online')
    const url = new URL(links.userSessions!('Alice Wong(alice)'), 'http://console')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: 'history',
      user: 'Alice Wong(alice)',
      date_from: '2026-10-27T07:30:00.000Z',
      date_to: '2026-11-26T07:30:00.000Z',
    })
    expect(new URL(links.assetSessions!('web-01(10.0.0.1)'), 'http://console').searchParams.get('asset')).toBe('web-01(10.0.0.1)')
    // a session still open: the online view, not windowed
    const live = new URL(links.assetSessions!('web-01(10.0.0.1)', true), 'http://console')
    expect([live.pathname, Object.fromEntries(live.searchParams)]).toEqual([
      '/terminal/sessions',
      { tab: 'online', asset: 'web-01(10.0.0.1)' },
    ])
    expect(dashboardLinks({ perms: ROLES.user }, 7, now)).toEqual({})
  })
})

describe('dashboard groups (ROUTE-DASH-01)', () => {
  it('ROUTE-DASH-01 each group sends its own flags; only the windowed ones follow the 30-day choice', () => {
    expect(groupQuery('totals', 30)).toEqual({ total_count: '1' })
    expect(groupQuery('trend', 7)).toEqual({ dates_metrics: '1' })
    expect(groupQuery('trend', 30)).toEqual({ dates_metrics: '1', monthly: '1' })
    expect(groupKey('totals', 7)).toEqual(groupKey('totals', 30))
    expect(groupKey('topUsers', 7)).not.toEqual(groupKey('topUsers', 30))
    const flags = (Object.keys(GROUPS) as GroupName[]).flatMap((g) => GROUPS[g].flags)
    expect(new Set(flags).size).toBe(flags.length)
  })

  it('ROUTE-DASH-01 admins, org admins and auditors see every group; nobody else', () => {
    for (const g of Object.keys(GROUPS) as GroupName[]) {
      const seen = [ROLES.superAdmin, ROLES.orgAdmin, ROLES.auditor, ROLES.user].map((perms) => GROUPS[g].visible({ perms }))
      expect([g, seen]).toEqual([g, [true, true, true, false]])
    }
  })
})

describe('dashboard formats (ROUTE-DASH-01)', () => {
  it('ROUTE-DASH-01 counts in each language', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567')
    expect(formatCount(1234567, 'cn')).toBe('1,234,567')
    expect(formatCount(0, 'cn')).toBe('0')
    expect(formatCount(undefined, 'en')).toBe('')
  })

  it('ROUTE-DASH-01 a count is written as Intl writes it in the language, whole or not', () => {
    const values = [
      0,
      7,
      999,
      1000,
      12345,
      100000,
      999999,
      1000000,
      -1,
      -1234,
      -999999,
      Number.MAX_SAFE_INTEGER,
      1.5,
      1234.567,
      -0,
      2 ** 60,
    ]
    for (const [locale, tag] of [
      ['en', 'en-US'],
      ['cn', 'zh-CN'],
    ] as const) {
      const intl = new Intl.NumberFormat(tag)
      for (const value of values) expect([locale, value, formatCount(value, locale)]).toEqual([locale, value, intl.format(value)])
    }
  })

  it("ROUTE-DASH-01 the server's MM-DD days get their year from the answer's time, across a new year", () => {
    const now = Date.parse('2027-01-02T03:00:00Z')
    expect(dayLabels(['12-31', '01-01', '01-02'], 'en', now)).toEqual(['Dec 31', 'Jan 1', 'Jan 2'])
    expect(dayLabels(['12-31', '01-01', '01-02'], 'cn', now)).toEqual(['12月31日', '1月1日', '1月2日'])
    // computed just before midnight UTC, read just after: still the right days
    expect(dayLabels(['12-30', '12-31'], 'en', Date.parse('2027-01-01T00:00:05Z'))).toEqual(['Dec 30', 'Dec 31'])
    // labels that fit no day near the answer's time are shown as written
    expect(dayLabels(['06-01'], 'en', now)).toEqual(['06-01'])
  })

  it("ROUTE-DASH-01 Python's str() of a datetime is read with or without its fraction", () => {
    expect(parsePythonDate('2026-11-23 01:52:10.318204+00:00')?.toISOString()).toBe('2026-11-23T01:52:10.318Z')
    expect(parsePythonDate('2026-11-23 01:52:10+00:00')?.toISOString()).toBe('2026-11-23T01:52:10.000Z')
    expect(parsePythonDate('2026-11-23 09:52:10.5+08:00')?.toISOString()).toBe('2026-11-23T01:52:10.500Z')
    expect(parsePythonDate('None')).toBeUndefined()
    expect(parsePythonDate('')).toBeUndefined()
    expect(windowOf(7, Date.parse('2026-11-26T00:00:00Z'))).toEqual({
      dateFrom: '2026-11-19T00:00:00.000Z',
      dateTo: '2026-11-26T00:00:00.000Z',
    })
  })
})
