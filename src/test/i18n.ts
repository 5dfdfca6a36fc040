// Test language helpers: switch the language (the setup starts in English), read a key's text, or make an i18next
// instance of the console's texts for a component rendered alone.
import i18next, { type i18n as I18n } from 'i18next'
import cn_texts from '../../locales/cn.json'
import en_texts from '../../locales/en.json'
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

export function createTestI18n(language: 'cn' | 'en' = 'en'): I18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { cn: { translation: cn_texts }, en: { translation: en_texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}
