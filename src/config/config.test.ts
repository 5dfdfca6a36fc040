import { describe, expect, it } from 'vitest'
import * as C from './constants'
import { readCookie, serializeCookie } from './cookies'
import { buildPath, consolePathOf, legacyHashTarget, logoutUrl, pathHasUuid, uiUrl } from './paths'

describe('business constants (CONST)', () => {
  it('CONST-01: base, not-found, sign-in and sign-out paths', () => {
    expect([C.BASE_PATH, C.NOT_FOUND_PATH, C.LOGIN_PATH]).toEqual(['/ui/', '/404', '/core/auth/login/'])
    expect(logoutUrl('/ui/users/users?x=1')).toBe('/core/auth/logout/?next=%2Fui%2Fusers%2Fusers%3Fx%3D1')
  })
  it('CONST-02..04: version, permission bits, default and root org ids', () => {
    expect(C.VERSION_TEXT).toBe('v2.14.2')
    expect([C.PERM_USE, C.PERM_AUDIT, C.PERM_ADMIN, C.PERM_SUPER]).toEqual([1, 2, 16, 128])
    expect(C.DEFAULT_ORG_ID).toBe('00000000-0000-0000-0000-000000000002')
    expect(C.ROOT_ORG_ID).toBe('00000000-0000-0000-0000-000000000000')
  })
  it('CONST-05..09 / CONST-11 / CONST-12: selects, import, upload, delays, ticket and message sizes', () => {
    expect([C.SELECT_PAGE_SIZE, C.SELECT_LOAD_MORE_THRESHOLD_PX]).toEqual([10, 600])
    expect([C.IMPORT_PREVIEW_PAGE_SIZE, C.IMPORT_ROW_PAUSE_MS, C.IMPORT_PAGE_PAUSE_MS]).toEqual([10, 100, 100])
    expect([C.IMPORT_COLUMN_PX_PER_CHAR, C.IMPORT_COLUMN_MIN_PX, C.IMPORT_COLUMN_MAX_PX]).toEqual([10, 100, 180])
    expect([C.UPLOAD_MAX_FILES, C.UPLOAD_FILE_TYPES, C.UPLOAD_MAX_BYTES]).toEqual([1, ['csv', 'xlsx'], 10 * 1024 * 1024])
    expect([C.LOGIN_REDIRECT_DELAY_MS, C.TICKET_LIST_LIMIT]).toEqual([100, 15])
    expect([C.SITE_MESSAGE_PAGE_SIZE, C.SITE_MESSAGE_BADGE_MAX, C.SITE_MESSAGE_ABSOLUTE_DATE_AFTER_DAYS]).toEqual([15, 99, 7])
  })
  it('CONST-13..19: timeout, session check, toast, layout, title, MFA, locales', () => {
    expect([C.HTTP_TIMEOUT_MS, C.SESSION_CHECK_DELAY_MS, C.TOAST_DURATION_MS]).toEqual([60000, 30000, 5000])
    expect([C.MOBILE_BREAKPOINT_PX, C.SIDEBAR_WIDTH_PX, C.DETAIL_TITLE_MAX_CHARS, C.MFA_CODE_LENGTH]).toEqual([992, 220, 80, 6])
    expect(C.MFA_TTL_SETTING).toBe('SECURITY_MFA_VERIFY_TTL')
    expect([C.LOCALES, C.DEFAULT_LOCALE, C.FALLBACK_LOCALE]).toEqual([['cn', 'en'], 'cn', 'en'])
  })
  it('CONST-20..25: export types, page sizes, data-table defaults, row actions, form typing, dialog top', () => {
    expect(C.EXPORT_FILE_TYPES).toEqual(['csv', 'xlsx'])
    expect([C.LIST_PAGE_SIZES, C.LIST_DEFAULT_PAGE_SIZE, C.PAGER_COUNT]).toEqual([[15, 30, 50, 100], 15, 5])
    expect(C.DTABLE_DEFAULTS).toEqual({
      pageSize: 10,
      pageSizes: [10, 20, 30, 40, 50],
      pagerCount: 5,
      firstPage: 1,
      layout: 'total, sizes, prev, pager, next, jumper',
      align: 'center',
      unpaged: { size: 999, page: -1 },
    })
    expect([C.ROW_ACTION_ORDER, C.ROW_ACTIONS_INLINE_MAX]).toEqual([{ update: 10, delete: 20, clone: 30 }, 2])
    expect([C.FORM_FILTERABLE_SELECT_OVER, C.FORM_TEXTAREA_ROWS, C.DIALOG_TOP]).toEqual([4, 3, '3vh'])
  })
  it('CONST-26..33: image sizes, banners, dates, priority, units, SMTP, table config key', () => {
    expect(C.IMAGE_SIZES).toEqual({ favicon: [16, 16], loginImage: [492, 472], logoIndex: [185, 55], logoLogout: [82, 82] })
    expect([C.LICENCE_WARN_DAYS, C.LICENCE_EXPIRED_BELOW_DAYS, C.PASSWORD_WARN_DAYS]).toEqual([7, 0, 5])
    expect(C.DATE_SHORTCUTS_DAYS).toEqual({ day: 1, week: 7, month: 30, threeMonths: 90 })
    expect(C.DATE_RANGE_DEFAULT_TIMES).toEqual({ start: '00:00:01', end: '23:59:59' })
    expect([C.PRIORITY_MIN, C.PRIORITY_MAX]).toEqual([1, 100])
    expect(C.SETTING_UNITS.SECURITY_MAX_IDLE_TIME).toBe('minutes')
    expect(C.SMTP_PORT_SECURITY).toEqual({ 465: 'ssl', 587: 'tls' })
    expect(C.tableConfigKey('users')).not.toBe(C.tableConfigKey('assets'))
  })
})

describe('paths', () => {
  it('legacy hash links /ui/#/path?query become /ui/path?query', () => {
    expect(legacyHashTarget('/ui/', '#/tickets/tickets/42?type=apply_asset')).toBe('/ui/tickets/tickets/42?type=apply_asset')
    expect(legacyHashTarget('/ui', '#/users/profile/?activeTab=PasswordUpdate')).toBe('/ui/users/profile/?activeTab=PasswordUpdate')
    expect(legacyHashTarget('/ui/users/users', '#/x')).toBeUndefined()
    expect(legacyHashTarget('/ui/', '#section')).toBeUndefined()
  })
  it('fills route parameters and builds /ui/ URLs', () => {
    expect(buildPath('/users/users/:id/update', { id: 'a b' })).toBe('/users/users/a%20b/update')
    expect(uiUrl('/users/users')).toBe('/ui/users/users')
    expect(consolePathOf('/ui/users/users')).toBe('/users/users')
    expect(consolePathOf('/ui/')).toBe('/')
    expect(consolePathOf('/ui')).toBe('/')
    expect(pathHasUuid('/ui/users/users/00000000-0000-0000-0000-000000000002')).toBe(true)
    expect(pathHasUuid('/ui/users/users')).toBe(false)
  })
})

describe('cookies', () => {
  it('reads a named cookie from a cookie string and writes encoded values', () => {
    expect(readCookie('csrftoken', 'a=1; csrftoken=xyz%3D; b=2')).toBe('xyz=')
    expect(readCookie('missing', 'a=1')).toBeUndefined()
    expect(serializeCookie('X-JMS-ORG', 'id 1')).toBe('X-JMS-ORG=id%201; path=/; SameSite=Lax')
  })
})
