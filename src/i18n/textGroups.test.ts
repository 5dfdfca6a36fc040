// Issue 22: a cold users list starts with the `first` group of its language's texts; the groups are the bundle.
import { afterEach, describe, expect, it, vi } from 'vitest'
import cn from '../../locales/cn.json'
import en from '../../locales/en.json'
import { FIRST_TEXTS, textGroup } from './textGroups'

describe('text groups', () => {
  it('split each bundle in two without losing or repeating a namespace', () => {
    for (const bundle of [cn, en] as Record<string, unknown>[]) {
      const first = textGroup(bundle, 'first')
      const rest = textGroup(bundle, 'rest')
      expect(Object.keys(first).sort()).toEqual([...FIRST_TEXTS].sort())
      expect({ ...first, ...rest }).toEqual(bundle)
      expect(Object.keys(first).filter((ns) => ns in rest)).toEqual([])
    }
  })
})

describe('a cold users list', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    vi.resetModules()
  })

  it('starts with the first texts; a text of the rest is empty, never its key, until the rest arrives at the first sign of a user', async () => {
    window.history.replaceState(null, '', '/ui/users/users')
    vi.resetModules()
    const fresh = await import('./index')
    await expect(fresh.initI18n('cn')).resolves.toBe('cn')
    expect(fresh.i18n.t('users.role')).toBe(cn.users.role)
    expect(fresh.i18n.t('common.Cancel')).toBe(cn.common.Cancel)
    expect(fresh.i18n.t('dashboard.Day')).toBe('')
    window.dispatchEvent(new Event('pointermove'))
    await vi.waitFor(() => expect(fresh.i18n.t('dashboard.Day')).toBe(cn.dashboard.Day))
    expect(fresh.i18n.t('tickets.type.general')).toBe(cn.tickets.type.general)
  })

  it('any other page starts with the whole bundle', async () => {
    window.history.replaceState(null, '', '/ui/tickets/tickets')
    vi.resetModules()
    const fresh = await import('./index')
    await fresh.initI18n('en')
    expect(fresh.i18n.t('tickets.type.general')).toBe(en.tickets.type.general)
    expect(fresh.i18n.t('dashboard.Day')).toBe(en.dashboard.Day)
  })
})
