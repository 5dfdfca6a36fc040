// The console's texts: i18next with one bundle per language (`locales/cn.json`, default, and `locales/en.json`,
// fallback), nested namespaced keys (`common.*`, `route.*`, `shell.*`, `http.*` …). Bundles are loaded on demand
// so they stay out of the first script; tests initialise synchronously with `initI18nWith`.
import i18next, { type Resource, type ResourceLanguage, type TOptions } from 'i18next'
import { COOKIE_NAMES, FALLBACK_LOCALE, STORAGE_KEYS, type Locale } from '../config/constants'
import { writeCookie } from '../config/cookies'
import { readStored, writeStored } from '../config/storage'
import { resolveLocale, serverLanguageCode } from './languages'

// React's binding is added by ./react.ts (the shell imports it): this module stays free of React
export const i18n = i18next.createInstance()

type Bundle = ResourceLanguage
const loaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  cn: () => import('../../locales/cn.json'),
  en: () => import('../../locales/en.json'),
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
  const bundle = await loadBundle(locale)
  await i18n.init({
    ...baseOptions,
    lng: locale,
    resources: { [locale]: { translation: bundle } },
    saveMissing: locale !== FALLBACK_LOCALE,
    missingKeyHandler: () => void addFallback(),
    react: { bindI18nStore: 'added' },
  })
  applyDocumentLanguage(locale)
  return locale
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
