// Switch the test language (the setup starts in English).
import type { Locale } from '../config/constants'
import { i18n } from '../i18n'

export async function switchLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale)
}

/** The English text of a key, as the tests' default language renders it. */
export function en(key: string, options?: Record<string, unknown>): string {
  return i18n.getFixedT('en')(key, options) as string
}

export function cn(key: string, options?: Record<string, unknown>): string {
  return i18n.getFixedT('cn')(key, options) as string
}
