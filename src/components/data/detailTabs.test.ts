// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { activeTab, tabCookieName } from './detailTabs'

describe('DETAIL-03 / G-19 active detail tab', () => {
  const tabs = ['info', 'groups', 'acls']
  it('the query parameter wins over the cookie', () => {
    expect(activeTab(tabs, 'acls', 'groups')).toBe('acls')
  })
  it('without a parameter the cookie restores the last tab', () => {
    expect(activeTab(tabs, null, 'groups')).toBe('groups')
  })
  it('unknown values fall back to the first tab', () => {
    expect(activeTab(tabs, 'nope', 'gone')).toBe('info')
    expect(activeTab([], null, null)).toBeUndefined()
  })
  it('has one cookie per detail page', () => {
    expect(tabCookieName('UserDetail')).toBe('detail_tab_UserDetail')
  })
})
