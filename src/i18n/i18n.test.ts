import { afterEach, describe, expect, it, vi } from 'vitest'
import cn from '../../locales/cn.json'
import en from '../../locales/en.json'
import { extraTitleKeys, flattenRoutes, routeTable } from '../routes'
import { allTitleKeys } from '../routes/filter'
import { currentLocale, i18n, setLocale } from './index'
import { CORE_NAMESPACES, pickNamespaces, TEXT_AREA_NAMES, TEXT_AREAS, textAreaOf } from './textGroups'
import {
  currentTimeZone,
  forgetTimeZone,
  formatDate,
  formatDateTime,
  formatRecent,
  offsetZone,
  parseServerDate,
  TIME_ZONE_CHECK_DELAY_MS,
} from './date'
import { intlLocale, resolveLocale, serverLanguageCode } from './languages'

const allRoutePaths = () => flattenRoutes(routeTable).map((r) => r.path)

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

function valueAt(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundle)
}

afterEach(async () => {
  await i18n.changeLanguage('en')
  localStorage.clear()
})

describe('locales', () => {
  it('the cn and en bundles have exactly the same keys', () => {
    expect(keysOf(cn).sort()).toEqual(keysOf(en).sort())
  })

  it('every value is a non-empty string in both languages', () => {
    for (const key of keysOf(en)) {
      expect(typeof valueAt(en, key), key).toBe('string')
      expect((valueAt(cn, key) as string).length, key).toBeGreaterThan(0)
    }
  })

  it('I18N-05 / ERR-24: the error catalogue keys exist in both languages', () => {
    const required = [
      'common.BadRequestErrorMsg',
      'common.BadRoleErrorMsg',
      'common.BadConflictErrorMsg',
      'common.MFAErrorMsg',
      'common.deleteWarningMsg',
      'common.Info',
      'common.deleteSuccessMsg',
      'common.deleteErrorMsg',
      'common.createErrorMsg',
      'common.updateErrorMsg',
      'common.getErrorMsg',
    ]
    for (const key of required) {
      expect(valueAt(cn, key), key).toBeTruthy()
      expect(valueAt(en, key), key).toBeTruthy()
    }
    expect(valueAt(en, 'common.BadRequestErrorMsg')).toBe('Bad request, please check again')
    expect(valueAt(en, 'common.BadRoleErrorMsg')).toBe('no permission for this operation')
    expect(valueAt(en, 'common.BadConflictErrorMsg')).toBe('Refreshing, please try again later')
    expect(valueAt(en, 'common.MFAErrorMsg')).toBe('MFA Error, please check')
    expect(valueAt(en, 'http.LoginRequiredMsg')).toBe('You account has logout, Please login again')
    expect(valueAt(en, 'guard.VerificationFailed')).toBe('Verification failed, please login again')
    expect(valueAt(en, 'common.ConnectWebSocketError')).toBe('Connect Websocket failed')
    expect(valueAt(en, 'common.ObjectNotFoundMsg')).toBe('object not found or deleted')
    expect(valueAt(en, 'common.ResourceLostMsg')).toBe('Resource lost or deleted')
  })

  it('I18N-05: every route title of the route table exists in both languages', () => {
    for (const key of [...allTitleKeys(routeTable), ...extraTitleKeys]) {
      expect(valueAt(cn, key), key).toBeTruthy()
      expect(valueAt(en, key), key).toBeTruthy()
    }
  })

  it.each([
    ['ROUTE-PERMS-03', ['route.RemoteAppPermission', 'route.DatabaseAppPermission', 'route.KubernetesAppPermission']],
    ['ROUTE-AUDITS-02', ['route.BatchCommandLog', 'route.CeleryTaskLog']],
  ])('%s: the page titles exist in both languages', (_id, keys) => {
    for (const key of keys) {
      expect(valueAt(cn, key), key).toBeTruthy()
      expect(valueAt(en, key), key).toBeTruthy()
      expect(valueAt(cn, key), key).not.toBe(valueAt(en, key))
    }
  })

  it('C-13: the Chinese defaults are the cn values, spaces included', () => {
    expect(valueAt(cn, 'common.OperationSuccess')).toBe('操作成功')
    expect(valueAt(cn, 'common.ConfirmDelete')).toBe('确认删除吗?')
    expect(valueAt(cn, 'common.Info')).toBe('提示')
    expect(valueAt(cn, 'common.Cancel')).toBe('取 消')
    expect(valueAt(cn, 'common.Confirm')).toBe('确 定')
    expect([valueAt(cn, 'common.New'), valueAt(cn, 'common.Edit'), valueAt(cn, 'common.View'), valueAt(cn, 'common.Delete')]).toEqual([
      '新增',
      '修改',
      '查看',
      '删除',
    ])
    expect(valueAt(en, 'common.Cancel')).toBe('Cancel')
  })
})

describe('language choice', () => {
  it('I18N-01/02: cn by default, the stored preference when it names cn or en', () => {
    expect(resolveLocale(null)).toBe('cn')
    expect(resolveLocale('fr')).toBe('cn')
    expect(resolveLocale('en')).toBe('en')
    expect(serverLanguageCode('cn')).toBe('zh-hans')
    expect(intlLocale('en')).toBe('en-US')
  })

  it('I18N-03: choosing a language stores it, tells the server and re-translates', async () => {
    await setLocale('cn')
    expect(localStorage.getItem('lang')).toBe('cn')
    expect(document.cookie).toContain('django_language=zh-hans')
    expect(currentLocale()).toBe('cn')
    expect(i18n.t('common.Cancel')).toBe('取 消')
  })

  it('I18N-04: a text missing in cn falls back to its en text', async () => {
    i18n.addResource('en', 'translation', 'test.OnlyInEnglish', 'English only')
    await i18n.changeLanguage('cn')
    expect(i18n.t('test.OnlyInEnglish')).toBe('English only')
  })
})

describe('start-up texts', () => {
  type Texts = Record<string, unknown>
  /** The build's text bundles (vite.config.ts), made from the locale files the same way, each load counted. */
  function mockBundles(bundles: Record<'cn' | 'en', Texts>, held?: { name: string; until: Promise<void> }) {
    const loads: string[] = []
    const load = (name: string, texts: Texts) => async () => {
      loads.push(name)
      if (held?.name === name) await held.until
      return { default: texts }
    }
    const perArea = (lang: 'cn' | 'en', first: boolean) =>
      Object.fromEntries(
        TEXT_AREA_NAMES.map((area) => {
          const namespaces = [...(first ? CORE_NAMESPACES : []), ...TEXT_AREAS[area].namespaces]
          return [area, load(`${lang}-${first ? 'first' : 'area'}-${area}`, pickNamespaces(bundles[lang], namespaces))]
        }),
      )
    vi.doMock('virtual:texts', () => ({
      firstTexts: { cn: perArea('cn', true), en: perArea('en', true) },
      areaTexts: { cn: perArea('cn', false), en: perArea('en', false) },
      allTexts: { cn: load('cn-all', bundles.cn), en: load('en-all', bundles.en) },
    }))
    return loads
  }

  afterEach(() => {
    vi.doUnmock('virtual:texts')
    vi.resetModules()
  })

  it('issue 22: a page opened from the address bar loads the core and its area; another area loads before its page', async () => {
    vi.resetModules()
    const loads = mockBundles({ cn, en })
    const fresh = await import('./index')
    await expect(fresh.initI18n('cn', '/users/users')).resolves.toBe('cn')
    expect(loads).toEqual(['cn-first-users'])
    expect(fresh.i18n.t('common.Cancel')).toBe('取 消')
    expect(fresh.i18n.t('users.role')).toBe(cn.users.role)
    // the users area's pages are ready; an assets page waits for its texts, then is ready
    expect(fresh.textsFor('/users/users/:id')).toBeUndefined()
    const assets = fresh.textsFor('/assets/assets')
    expect(assets).toBeInstanceOf(Promise)
    await assets
    expect(loads).toEqual(['cn-first-users', 'cn-area-assets'])
    expect(fresh.textsFor('/assets/assets')).toBeUndefined()
    expect(fresh.i18n.t('assets.assets')).toBe(cn.assets.assets)
  })

  it('issue 22: a text of a namespace not loaded yet is drawn empty, then every text is loaded and it is there', async () => {
    vi.resetModules()
    const loads = mockBundles({ cn, en })
    const fresh = await import('./index')
    await fresh.initI18n('cn', '/users/users')
    const added = new Promise<void>((resolve) => fresh.i18n.store.on('added', () => resolve()))
    expect(fresh.i18n.t('tickets.listState')).toBe('')
    await added
    expect(loads).toEqual(['cn-first-users', 'cn-all'])
    expect(fresh.i18n.t('tickets.listState')).toBe(cn.tickets.listState)
    // a text in no bundle is shown as its key once every text is here
    expect(fresh.i18n.t('nowhere.atAll')).toBe('nowhere.atAll')
  })

  it('I18N-02/04: the console starts with the chosen language only; the fallback loads at the first missing text', async () => {
    vi.resetModules()
    let release: (() => void) | undefined
    const until = new Promise<void>((resolve) => (release = resolve))
    const loads = mockBundles({ cn, en: { ...en, test: { OnlyInEnglish: 'English only' } } }, { name: 'en-all', until })
    const fresh = await import('./index')
    // an address in no area: every text of the chosen language
    await expect(fresh.initI18n('cn', '/')).resolves.toBe('cn')
    expect(fresh.i18n.t('common.Cancel')).toBe('取 消')
    // every text is in cn: nothing asks for the fallback
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loads).toEqual(['cn-all'])
    expect(fresh.i18n.hasResourceBundle('en', 'translation')).toBe(false)
    // a text cn lacks: the fallback is fetched, and the text is English once it is there
    expect(fresh.i18n.t('test.OnlyInEnglish')).toBe('test.OnlyInEnglish')
    await vi.waitFor(() => expect(loads).toEqual(['cn-all', 'en-all']))
    release?.()
    await vi.waitFor(() => expect(fresh.i18n.hasResourceBundle('en', 'translation')).toBe(true))
    expect(fresh.i18n.t('test.OnlyInEnglish')).toBe('English only')
  })
})

describe('text areas (issue 22)', () => {
  it('every namespace of the texts is in the core or in an area, and every named namespace exists', () => {
    const named = new Set<string>([...CORE_NAMESPACES, ...TEXT_AREA_NAMES.flatMap((a) => [...TEXT_AREAS[a].namespaces])])
    // the demo mode starts at an address of no area: it loads every text
    expect(Object.keys(cn).filter((ns) => !named.has(ns) && ns !== 'demo')).toEqual([])
    expect([...named].filter((ns) => !(ns in cn) || !(ns in en))).toEqual([])
  })

  it('an address belongs to the area of its longest prefix; an address in none has no area', () => {
    expect(textAreaOf('/users/users')).toBe('users')
    expect(textAreaOf('/users/users/:id/update')).toBe('users')
    expect(textAreaOf('/users/profile')).toBe('profile')
    expect(textAreaOf('/users/first-login/guide/')).toBe('profile')
    expect(textAreaOf('/usersx')).toBeUndefined()
    expect(textAreaOf('/acl/asset-acl')).toBe('assets')
    expect(textAreaOf('/')).toBeUndefined()
  })

  it('every route of the table is in an area, but for the user area home and the pages outside the console', () => {
    const outside = allRoutePaths().filter((p) => !textAreaOf(p))
    expect(outside).toEqual(expect.arrayContaining(['/']))
    expect(outside.filter((p) => !['/', '/404', '/login'].includes(p) && !p.startsWith('/login'))).toEqual([])
  })
})

describe('dates in the X-TZ zone', () => {
  it('parses the server format with its offset', () => {
    expect(parseServerDate('2026/11/23 03:09:48 +0800')?.toISOString()).toBe('2026-11-22T19:09:48.000Z')
    expect(parseServerDate('2026-11-23T03:09:48Z')?.toISOString()).toBe('2026-11-23T03:09:48.000Z')
    expect(parseServerDate('not a date')).toBeUndefined()
  })
  it('formats in the given zone, one format in every language (issue 23)', () => {
    expect(formatDateTime('2026/11/23 03:09:48 +0800', 'en', 'UTC')).toBe('2026-11-22 19:09:48')
    expect(formatDateTime('2026/11/23 03:09:48 +0800', 'en', 'Asia/Shanghai')).toBe('2026-11-23 03:09:48')
    expect(formatDateTime('2026/11/23 03:09:48 +0800', 'cn', 'Asia/Shanghai')).toBe('2026-11-23 03:09:48')
    expect(formatDateTime('2026-11-23T00:00:05Z', 'cn', 'UTC')).toBe('2026-11-23 00:00:05')
    expect(formatDate('2026/11/23 03:09:48 +0800', 'en', 'UTC')).toBe('2026-11-22')
    expect(formatDateTime('-', 'en')).toBe('-')
    // without a zone: the browser's own, read from the date itself
    const local = new Date(2026, 0, 2, 3, 4, 5)
    expect(formatDateTime(local)).toBe('2026-01-02 03:04:05')
  })
  it('MSG-06: younger than 7 days is relative, older is an absolute date', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(formatRecent('2026-11-23T09:00:00Z', 'en', now, 7, 'UTC')).toBe('3 hours ago')
    expect(formatRecent('2026-11-20T12:00:00Z', 'en', now, 7, 'UTC')).toBe('3 days ago')
    expect(formatRecent('2026-11-10T12:00:00Z', 'en', now, 7, 'UTC')).toBe('2026-11-10 12:00:00')
  })
})

describe('HTTP-03: the time zone sent as X-TZ', () => {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  afterEach(() => {
    vi.useRealTimers()
    forgetTimeZone()
  })

  it('a first visit sends the zone of its UTC offset without resolving the browser zone, then resolves it when idle and keeps it', () => {
    vi.useFakeTimers()
    localStorage.removeItem('jms_time_zone')
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480)
    const resolve = vi.spyOn(Intl, 'DateTimeFormat')
    forgetTimeZone()
    try {
      expect(currentTimeZone()).toBe('Etc/GMT-8')
      expect(currentTimeZone()).toBe('Etc/GMT-8')
      expect(resolve).not.toHaveBeenCalled()
      // only a resolved zone is kept for the next visit
      expect(localStorage.getItem('jms_time_zone')).toBeNull()
      vi.advanceTimersByTime(TIME_ZONE_CHECK_DELAY_MS + 5000)
      expect(resolve).toHaveBeenCalled()
    } finally {
      offset.mockRestore()
      resolve.mockRestore()
    }
    expect(currentTimeZone()).toBe(browserZone)
    expect(localStorage.getItem('jms_time_zone')).toBe(browserZone)
  })

  it('a first visit in a zone off the whole hour sends no zone until the browser zone is resolved', () => {
    vi.useFakeTimers()
    localStorage.removeItem('jms_time_zone')
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330)
    forgetTimeZone()
    try {
      expect(currentTimeZone()).toBeUndefined()
    } finally {
      offset.mockRestore()
    }
    vi.advanceTimersByTime(TIME_ZONE_CHECK_DELAY_MS + 5000)
    expect(currentTimeZone()).toBe(browserZone)
    expect(localStorage.getItem('jms_time_zone')).toBe(browserZone)
  })

  it('names the fixed-offset zones the server knows, and no other', () => {
    // getTimezoneOffset counts minutes behind UTC, the Etc/GMT names count the other way
    expect(offsetZone(0)).toBe('Etc/GMT')
    expect(offsetZone(-480)).toBe('Etc/GMT-8')
    expect(offsetZone(300)).toBe('Etc/GMT+5')
    expect(offsetZone(-840)).toBe('Etc/GMT-14')
    expect(offsetZone(720)).toBe('Etc/GMT+12')
    expect(offsetZone(780)).toBeUndefined()
    expect(offsetZone(-900)).toBeUndefined()
    expect(offsetZone(-330)).toBeUndefined()
    expect(offsetZone(-345)).toBeUndefined()
  })

  it('a later visit sends the kept zone at once, then checks it and uses and keeps the browser zone when it changed', () => {
    vi.useFakeTimers()
    localStorage.setItem('jms_time_zone', 'Pacific/Chatham')
    forgetTimeZone()
    expect(currentTimeZone()).toBe('Pacific/Chatham')
    vi.advanceTimersByTime(TIME_ZONE_CHECK_DELAY_MS + 5000)
    expect(currentTimeZone()).toBe(browserZone)
    expect(localStorage.getItem('jms_time_zone')).toBe(browserZone)
  })
})
