// Which language the console speaks (I18N-01..02) and how the server is told about it.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config/constants'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** I18N-02: the stored preference when it names a supported language, else `cn`. */
export function resolveLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE
}

/** The code Django understands, for `Accept-Language` and the `django_language` cookie. */
export function serverLanguageCode(locale: Locale): string {
  return locale === 'cn' ? 'zh-hans' : 'en'
}

/** The BCP 47 tag used for date and number formatting. */
export function intlLocale(locale: Locale): string {
  return locale === 'cn' ? 'zh-CN' : 'en-US'
}

/** The names shown in the language menu, each in its own language (not translated on purpose). */
export const LANGUAGE_NAMES: Record<Locale, string> = { cn: '中文(简体)', en: 'English' }
