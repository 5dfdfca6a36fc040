// The business constants of the console (the CONST rows, docs/requirements.md §24). Every other module reads
// them from here; nothing here depends on the browser or on another layer.

/** CONST-01: the router base path, the not-found route and the platform's sign-in and sign-out pages. */
export const BASE_PATH = '/ui/'
export const ROUTER_BASENAME = '/ui'
export const NOT_FOUND_PATH = '/404'
export const LOGIN_PATH = '/core/auth/login/'
export const LOGOUT_PATH = '/core/auth/logout/'
/** Paths inside the console that must never be guarded (GUARD-02). */
export const GUARD_EXEMPT_PATHS: readonly string[] = ['/login', LOGIN_PATH]

/** CONST-02 */
export const VERSION_TEXT = 'v2.14.2'

/** CONST-03 / ROLE-01: permission bits. */
export const PERM_NONE = 0
export const PERM_USE = 0b00000001
export const PERM_AUDIT = 0b00000010
export const PERM_ADMIN = 0b00010000
export const PERM_SUPER = 0b10000000

/** CONST-04 / ORG-05 / C-12: the default organisation and the root (global) organisation. */
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002'
export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000'

/** CONST-05 */
export const SELECT_PAGE_SIZE = 10
export const SELECT_LOAD_MORE_THRESHOLD_PX = 600

/** CONST-06 */
export const IMPORT_PREVIEW_PAGE_SIZE = 10
export const IMPORT_ROW_PAUSE_MS = 100
export const IMPORT_PAGE_PAUSE_MS = 100

/** CONST-07 */
export const IMPORT_COLUMN_PX_PER_CHAR = 10
export const IMPORT_COLUMN_MIN_PX = 100
export const IMPORT_COLUMN_MAX_PX = 180

/** CONST-08 / C-01: one csv or xlsx file of at most 10 MiB (the server's limit). */
export const UPLOAD_MAX_FILES = 1
export const UPLOAD_FILE_TYPES: readonly string[] = ['csv', 'xlsx']
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/** CONST-09 */
export const LOGIN_REDIRECT_DELAY_MS = 100

/** CONST-10 (the tag search's 400 ms initial emit) has no constant: the address gives the initial tags to the
 * first request, so there is nothing to emit later (docs/spec-notes.md, LIST-05). */

/** CONST-11 */
export const TICKET_LIST_LIMIT = 15

/** CONST-12 */
export const SITE_MESSAGE_PAGE_SIZE = 15
export const SITE_MESSAGE_BADGE_MAX = 99
export const SITE_MESSAGE_ABSOLUTE_DATE_AFTER_DAYS = 7

/**
 * CONST-13: every request gives up after 60 s (the platform's own value); the user then reads "timed out" and may
 * retry. Issue 23: a list says it is slow after 4 s (LIST_SLOW_MS) and gives up once at this limit, not twice.
 */
export const HTTP_TIMEOUT_MS = 60_000

/** CONST-14 */
export const SESSION_CHECK_DELAY_MS = 30_000

/** CONST-15 */
export const TOAST_DURATION_MS = 5_000

/** CONST-16 */
export const MOBILE_BREAKPOINT_PX = 992
export const SIDEBAR_WIDTH_PX = 220

/** CONST-17 */
export const DETAIL_TITLE_MAX_CHARS = 80

/** CONST-18 */
export const MFA_CODE_LENGTH = 6
export const MFA_TTL_SETTING = 'SECURITY_MFA_VERIFY_TTL'

/** CONST-19 / I18N-01 */
export const LOCALES = ['cn', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'cn'
export const FALLBACK_LOCALE: Locale = 'en'

/** CONST-20 */
export const EXPORT_FILE_TYPES: readonly string[] = ['csv', 'xlsx']

/** CONST-21 / C-02: list screens. */
export const LIST_PAGE_SIZES: readonly number[] = [15, 30, 50, 100]
export const LIST_DEFAULT_PAGE_SIZE = 15
export const PAGER_COUNT = 5

/** CONST-22 / C-02: the data-table component's own defaults. */
export const DTABLE_DEFAULTS = {
  pageSize: 10,
  pageSizes: [10, 20, 30, 40, 50] as readonly number[],
  pagerCount: 5,
  firstPage: 1,
  layout: 'total, sizes, prev, pager, next, jumper',
  align: 'center',
  unpaged: { size: 999, page: -1 },
} as const

/** CONST-23 */
export const ROW_ACTION_ORDER = { update: 10, delete: 20, clone: 30 } as const
export const ROW_ACTIONS_INLINE_MAX = 2

/** CONST-24 */
export const FORM_FILTERABLE_SELECT_OVER = 4
export const FORM_TEXTAREA_ROWS = 3

/** CONST-25 */
export const DIALOG_TOP = '3vh'

/** CONST-26 */
export const IMAGE_SIZES = {
  favicon: [16, 16],
  loginImage: [492, 472],
  logoIndex: [185, 55],
  logoLogout: [82, 82],
} as const

/** CONST-27: licence banner thresholds in days. */
export const LICENCE_WARN_DAYS = 7
export const LICENCE_EXPIRED_BELOW_DAYS = 0

/** CONST-28: password banner threshold in days. */
export const PASSWORD_WARN_DAYS = 5

/** CONST-29 */
export const DATE_SHORTCUTS_DAYS = { day: 1, week: 7, month: 30, threeMonths: 90 } as const
export const DATE_RANGE_DEFAULT_TIMES = { start: '00:00:01', end: '23:59:59' } as const

/** CONST-30 */
export const PRIORITY_MIN = 1
export const PRIORITY_MAX = 100

/** CONST-31 */
export const SETTING_UNITS = {
  SECURITY_LOGIN_LIMIT_TIME: 'minutes',
  SECURITY_MAX_IDLE_TIME: 'minutes',
  SECURITY_PASSWORD_EXPIRATION_TIME: 'days',
  TERMINAL_HEARTBEAT_INTERVAL: 'seconds',
  TERMINAL_SESSION_KEEP_DURATION: 'days',
} as const

/** CONST-32 */
export const SMTP_PORT_SECURITY = { 465: 'ssl', 587: 'tls' } as const

/** CONST-33: one localStorage key per table for its column preferences. */
export const tableConfigKey = (table: string): string => `jms_table_config_${table}`

/** Client-held state (ENT-12): storage keys and cookie names. No credential or token is ever stored. */
export const STORAGE_KEYS = {
  currentRole: (username: string) => `jms_current_role_${username}`,
  currentOrg: (username: string) => `jms_current_org_${username}`,
  language: 'lang',
  /** The browser's time zone as last resolved (issue 9: resolving it costs a page's first 50–100 ms). */
  timeZone: 'jms_time_zone',
} as const
export const COOKIE_NAMES = {
  csrf: 'csrftoken',
  org: 'X-JMS-ORG',
  sidebar: 'sidebarStatus',
  djangoLanguage: 'django_language',
} as const

/** HTTP header names (HTTP-01..03) as the real platform reads them. */
export const HEADER_NAMES = {
  csrf: 'X-CSRFToken',
  org: 'X-JMS-ORG',
  timeZone: 'X-TZ',
  language: 'Accept-Language',
} as const

/** External pages of the platform that open outside the SPA (SHELL-07, ROUTE-GEN-07). */
export const EXTERNAL_LINKS = {
  webTerminal: '/luna/',
  fileManager: '/koko/elfinder/sftp/',
  taskMonitor: '/core/flower/',
  docs: 'https://docs.jumpserver.org/',
  support: 'https://www.jumpserver.org/support/',
  enterprise: 'https://jumpserver.org/enterprise.html',
} as const

/** Paths the console spine uses that are not operations of the API contract (its calls are generated operations). */
export const API_PATHS = {
  siteMessageSocket: '/ws/notifications/site-msg/',
} as const
