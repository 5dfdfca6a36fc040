// The console's texts: i18next with one bundle per language (`locales/cn.json`, default, and `locales/en.json`,
// fallback), nested namespaced keys (`common.*`, `route.*`, `shell.*`, `http.*` …). The build cuts each language by
// namespace (textGroups.ts): a page opened from the address bar loads the core and its area's texts, a page of another
// area loads that area's before it is drawn, and they all stay out of the first script; tests initialise synchronously
// with `initI18nWith`.
import i18next, { type Resource, type ResourceLanguage, type TOptions } from 'i18next'
import { allTexts, areaTexts, firstTexts } from 'virtual:texts'
import { COOKIE_NAMES, FALLBACK_LOCALE, STORAGE_KEYS, type Locale } from '../config/constants'
import { writeCookie } from '../config/cookies'
import { readStored, writeStored } from '../config/storage'
import { resolveLocale, serverLanguageCode } from './languages'
import { textAreaOf, type TextArea } from './textGroups'

// React's binding is added by ./react.ts (the shell imports it): this module stays free of React
export const i18n = i18next.createInstance()

type Bundle = ResourceLanguage

const baseOptions = {
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  initAsync: false,
} as const

/** What of each language is here: every text, or the core and the texts of some areas. */
const loaded: Record<Locale, { all: boolean; areas: Set<TextArea> }> = {
  cn: { all: false, areas: new Set() },
  en: { all: false, areas: new Set() },
}
/** The loads under way, by language and area (`all`: every text); the ones that failed (offline). */
const loading = new Map<string, Promise<void>>()
const failed = new Set<string>()

function addTexts(locale: Locale, bundle: Bundle): void {
  i18n.addResourceBundle(locale, 'translation', bundle, true, true)
}

const loadKey = (locale: Locale, area: TextArea | undefined) => `${locale}:${area ?? 'all'}`

/**
 * Loads the texts of `area` (all of them without one) in a language, once; settles when they are in i18next, or when
 * the load failed. Never rejects: a page is drawn without them rather than not at all, and the next missing text
 * tries again.
 */
function loadTexts(locale: Locale, area: TextArea | undefined): Promise<void> {
  const key = loadKey(locale, area)
  let load = loading.get(key)
  if (!load) {
    load = (area ? areaTexts[locale][area]() : allTexts[locale]()).then(
      (mod) => {
        addTexts(locale, mod.default as Bundle)
        if (area) loaded[locale].areas.add(area)
        else loaded[locale].all = true
        failed.delete(key)
      },
      () => {
        loading.delete(key)
        failed.add(key)
      },
    )
    loading.set(key, load)
  }
  return load
}

/**
 * The texts a page at `pathname` draws, in the current language: undefined when they are here, else what settles
 * once they are (the router waits for it before drawing the page).
 */
export function textsFor(pathname: string): Promise<void> | undefined {
  const locale = currentLocale()
  const state = loaded[locale]
  if (state.all) return undefined
  const area = textAreaOf(pathname)
  if ((area && state.areas.has(area)) || failed.has(loadKey(locale, area))) return undefined
  return loadTexts(locale, area)
}

/** While every text of the language is on its way, a missing one is drawn empty rather than as its key. */
function missingText(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue
  const locale = currentLocale()
  return loading.has(loadKey(locale, undefined)) && !loaded[locale].all ? '' : key
}

/**
 * A text not found: its namespace may not be loaded yet (a page naming another area's texts), so every text of the
 * language is loaded, and the screens that asked draw again (react-i18next listens for added texts); once they are
 * all here, a text still missing in a language other than the fallback comes from the fallback (I18N-04).
 */
function onMissingText(): void {
  const locale = currentLocale()
  if (!loaded[locale].all) void loadTexts(locale, undefined)
  else if (locale !== FALLBACK_LOCALE) void loadTexts(FALLBACK_LOCALE, undefined)
}

/** I18N-02: the language the console starts in. */
export function storedLocale(): Locale {
  return resolveLocale(readStored(STORAGE_KEYS.language))
}

/**
 * Loads the texts of the page at `pathname` (every text without one) and initialises i18next, once per page load.
 * The fallback language (I18N-04) is loaded only when a text is missing in the chosen one once all of it is here:
 * both languages carry the same keys (a unit test says so), so a page normally never downloads it. When texts
 * arrive, the screens that asked for them re-render.
 */
export async function initI18n(locale: Locale = storedLocale(), pathname?: string): Promise<Locale> {
  const area = pathname === undefined ? undefined : textAreaOf(pathname)
  const mod = await (area ? firstTexts[locale][area]() : allTexts[locale]())
  if (area) loaded[locale].areas.add(area)
  else loaded[locale].all = true
  await i18n.init({
    ...baseOptions,
    lng: locale,
    resources: { [locale]: { translation: mod.default as Bundle } },
    saveMissing: true,
    missingKeyHandler: onMissingText,
    parseMissingKeyHandler: missingText,
    react: { bindI18nStore: 'added' },
  })
  applyDocumentLanguage(locale)
  return locale
}

/** Synchronous initialisation with bundles at hand (tests, or a build that inlines them). */
export function initI18nWith(bundles: Partial<Record<Locale, Bundle>>, locale: Locale): void {
  const resources: Resource = {}
  for (const [l, b] of Object.entries(bundles)) if (b) resources[l] = { translation: b }
  for (const l of Object.keys(bundles) as Locale[]) if (bundles[l]) loaded[l].all = true
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
  if (!loaded[locale].all) await loadTexts(locale, undefined)
  await i18n.changeLanguage(locale)
  applyDocumentLanguage(locale)
}

/** Translates outside React (HTTP messages, guard reasons). */
export function translate(key: string, options?: TOptions): string {
  return i18n.t(key, options) as string
}
