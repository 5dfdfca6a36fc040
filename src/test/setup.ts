// Test setup for every vitest file: DOM matchers from Testing Library, the console's texts (English, so that
// tests read like the requirements), and a clean DOM after each test.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import cn from '../../locales/cn.json'
import en from '../../locales/en.json'
import { initI18nWith } from '../i18n'

initI18nWith({ cn, en }, 'en')

// lazy pages load on first use; on a busy two-core machine that can take more than the default second
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
