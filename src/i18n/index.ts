// The console's texts: i18next with one bundle per language (`locales/cn.json`, default, and `locales/en.json`,
// fallback), nested namespaced keys (`common.*`, `route.*`, `shell.*`, `http.*` …). Bundles are loaded on demand
// so they stay out of the first script; a cold users list starts with part of its bundle (textGroups.ts). Tests
// initialise synchronously with `initI18nWith`.
import i18next, { type Resource, type ResourceLanguage, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { COOKIE_NAMES, FALLBACK_LOCALE, STORAGE_KEYS, type Locale } from '../config/constants'
import { writeCookie } from '../config/cookies'
import { consolePathOf } from '../config/paths'
import { readStored, writeStored } from '../config/storage'
import { resolveLocale, serverLanguageCode } from './languages'
import { FIRST_TEXT_PAGES } from './textGroups'

export const i18n = i18next.createInstance()
i18n.use(initReactI18next)

type Bundle = ResourceLanguage
const loaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  cn: () => import('../../locales/cn.json'),
  en: () => import('../../locales/en.json'),
}
const firstLoaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  cn: () => import('virtual:texts/cn/first'),
  en: () => import('virtual:texts/en/first'),
}
const restLoaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  cn: () => import('virtual:texts/cn/rest'),
  en: () => import('virtual:texts/en/rest'),
}

const baseOptions = {
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  initAsync: false,
} as const

/** I18N-02: the language the console starts in. */
export function storedLocale(): Locale {
  return resolveLocale(readStored(STORAGE_KEYS.language))
}

async function loadBundle(locale: Locale): Promise<Bundle> {
  const mod = await loaders[locale]()
  return mod.default
}

/**
 * Loads the chosen language and initialises i18next (once per page load). The fallback language (I18N-04) is
 * loaded only when a text is missing in the chosen one: both bundles carry the same keys (a unit test says so),
 * so a page normally never downloads it. When it arrives, the screens that asked re-render with its text.
 */
export async function initI18n(locale: Locale = storedLocale()): Promise<Locale> {
  const partial = startsWithFirstTexts()
  const bundle = partial ? (await firstLoaders[locale]()).default : await loadBundle(locale)
  if (partial) restOf = locale
  await i18n.init({
    ...baseOptions,
    lng: locale,
    resources: { [locale]: { translation: bundle } },
    saveMissing: partial || locale !== FALLBACK_LOCALE,
    missingKeyHandler: () => {
      // a text of the rest of the bundle: it comes with the rest, not with the fallback language
      if (restOf) void addRest()
      else if (i18n.language !== FALLBACK_LOCALE) void addFallback()
    },
    // while the rest of the bundle is on its way, a text of it is drawn empty rather than as its key
    parseMissingKeyHandler: (key: string) => (restOf ? '' : key),
    react: { bindI18nStore: 'added' },
  })
  applyDocumentLanguage(locale)
  if (partial) addRestOnPresence()
  return locale
}

/** A cold users list (FIRST_TEXT_PAGES) starts with the `first` group of its bundle (textGroups.ts). */
function startsWithFirstTexts(): boolean {
  if (typeof location === 'undefined') return false
  const path = consolePathOf(location.pathname)
  return FIRST_TEXT_PAGES.some((page) => page.test(path))
}

/** The language whose bundle still lacks its rest (textGroups.ts), if any. */
let restOf: Locale | undefined
let restLoad: Promise<void> | null = null
function addRest(): Promise<void> {
  const locale = restOf
  if (!locale) return Promise.resolve()
  restLoad ??= restLoaders[locale]().then(
    (rest) => {
      i18n.addResourceBundle(locale, 'translation', rest.default, true, true)
      restOf = undefined
    },
    () => {
      // offline: tried again at the next sign of a user or missing text
      restLoad = null
    },
  )
  return restLoad
}

/**
 * Resolves once every text of the current language is at hand: at once, except on a cold users list before the rest
 * of its bundle has arrived (for a page or a dialog about to draw texts of the rest).
 */
export function ensureTexts(): Promise<void> {
  return restOf ? addRest() : Promise.resolve()
}

/** The first sign of a user (pointer, key, touch, wheel, focus) asks for the rest, before anything can need it. */
function addRestOnPresence(): void {
  if (typeof window === 'undefined') return
  const events = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const
  const onPresence = () => {
    void addRest().then(() => {
      if (!restOf) for (const type of events) window.removeEventListener(type, onPresence, true)
    })
  }
  for (const type of events) window.addEventListener(type, onPresence, { capture: true, passive: true })
}

let fallbackLoad: Promise<void> | null = null
function addFallback(): Promise<void> {
  fallbackLoad ??= loadBundle(FALLBACK_LOCALE).then(
    (bundle) => {
      if (!i18n.hasResourceBundle(FALLBACK_LOCALE, 'translation'))
        i18n.addResourceBundle(FALLBACK_LOCALE, 'translation', bundle, true, true)
    },
    () => {
      // offline: tried again at the next missing text (or when the user picks that language)
      fallbackLoad = null
    },
  )
  return fallbackLoad
}

/** Synchronous initialisation with bundles at hand (tests, or a build that inlines them). */
export function initI18nWith(bundles: Partial<Record<Locale, Bundle>>, locale: Locale): void {
  const resources: Resource = {}
  for (const [l, b] of Object.entries(bundles)) if (b) resources[l] = { translation: b }
  if (i18n.isInitialized) {
    for (const [l, b] of Object.entries(bundles)) if (b) i18n.addResourceBundle(l, 'translation', b, true, true)
    void i18n.changeLanguage(locale)
    return
  }
  void i18n.init({ ...baseOptions, lng: locale, resources })
}

/** The language the console currently speaks. */
export function currentLocale(): Locale {
  // before the texts are loaded (requests sent while the console starts) it is the language it will start in
  return resolveLocale(i18n.resolvedLanguage ?? i18n.language ?? readStored(STORAGE_KEYS.language))
}

function applyDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'cn' ? 'zh-CN' : 'en'
}

/** I18N-03: stores the preference (and tells the server through its language cookie), then re-renders. */
export async function setLocale(locale: Locale): Promise<void> {
  // storage may be unavailable (private mode); the language still changes for this page
  writeStored(STORAGE_KEYS.language, locale)
  writeCookie(COOKIE_NAMES.djangoLanguage, serverLanguageCode(locale))
  if (restOf === locale) await addRest()
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadBundle(locale), true, true)
  }
  await i18n.changeLanguage(locale)
  applyDocumentLanguage(locale)
}

/** Translates outside React (HTTP messages, guard reasons). */
export function translate(key: string, options?: TOptions): string {
  return i18n.t(key, options) as string
}
