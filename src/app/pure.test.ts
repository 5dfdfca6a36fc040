import { afterEach, describe, expect, it } from 'vitest'
import { deviceFor } from './device'
import { readSidebarOpened, writeSidebarOpened } from './sidebarState'
import { closeAllTabs, closeTab, createTabsStore, openTab, togglePinned, type PageTab } from './tabs'

const tab = (key: string, pinned = false): PageTab => ({ key, href: key, title: `t${key}`, pinned, noCache: false })

afterEach(() => {
  document.cookie = 'sidebarStatus=; max-age=0; path=/'
})

describe('SHELL-05: device mode', () => {
  it('is mobile below 992 px and desktop from 992 px', () => {
    expect(deviceFor(991)).toBe('mobile')
    expect(deviceFor(992)).toBe('desktop')
    expect(deviceFor(320)).toBe('mobile')
    expect(deviceFor(1920)).toBe('desktop')
  })
})

describe('SHELL-03: sidebar cookie', () => {
  it('is opened unless the cookie says closed', () => {
    expect(readSidebarOpened('')).toBe(true)
    expect(readSidebarOpened('sidebarStatus=0')).toBe(false)
    writeSidebarOpened(false)
    expect(readSidebarOpened()).toBe(false)
    writeSidebarOpened(true)
    expect(readSidebarOpened()).toBe(true)
  })
})

describe('SHELL-16..18: tabs', () => {
  it('SHELL-16: opening an open path re-uses its tab and updates where it leads', () => {
    const tabs = openTab(openTab([], tab('/a')), tab('/b'))
    const again = openTab(tabs, { ...tab('/a'), href: '/a?page=2' })
    expect(again.map((t) => t.key)).toEqual(['/a', '/b'])
    expect(again[0].href).toBe('/a?page=2')
  })
  it('closing the active tab goes to its neighbour; a pinned tab does not close', () => {
    const tabs = [tab('/a', true), tab('/b'), tab('/c')]
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: [tab('/a', true), tab('/c')], goTo: '/c' })
    expect(closeTab(tabs, '/c', '/c').goTo).toBe('/b')
    expect(closeTab(tabs, '/c', '/a')).toEqual({ tabs: [tab('/a', true), tab('/b')] })
    expect(closeTab(tabs, '/a', '/a').tabs).toHaveLength(3)
  })
  it('SHELL-18: close all keeps pinned tabs only', () => {
    expect(closeAllTabs([tab('/a'), tab('/b', true), tab('/c')])).toEqual([tab('/b', true)])
    expect(togglePinned([tab('/a')], '/a')[0].pinned).toBe(true)
  })
  it('the store notifies on change only', () => {
    const store = createTabsStore()
    let calls = 0
    store.subscribe(() => (calls += 1))
    store.open(tab('/a'))
    store.closeAll()
    expect(store.get()).toEqual([])
    expect(calls).toBe(2)
  })
})
