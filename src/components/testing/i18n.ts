// Test helper: an i18next instance with the console's texts (locales/), for components rendered alone.
import i18next, { type i18n as I18n } from 'i18next'
import cn from '../../../locales/cn.json'
import en from '../../../locales/en.json'

export function createTestI18n(language: 'cn' | 'en' = 'en'): I18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { cn: { translation: cn }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}
