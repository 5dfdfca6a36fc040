// Test setup for every vitest file: DOM matchers from Testing Library, the console's texts (English, so that
// tests read like the requirements), and a clean DOM after each test.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, expect } from 'vitest'
import cn from '../../locales/cn.json'
import en from '../../locales/en.json'
import { resetResponseChecks, setResponseChecks, takeResponseProblems } from '../http/responseCheck'
import { initI18nWith } from '../i18n'
import '../i18n/react'

initI18nWith({ cn, en }, 'en')

// lazy pages load on first use; on a busy two-core machine that can take more than the default second
configure({ asyncUtilTimeout: 10_000 })

// issue 18: every answer a test's screens receive must be what the contract says (a file whose fixtures are not
// contract answers says so with setResponseChecks('off'), and why)
setResponseChecks('collect')
beforeEach(() => resetResponseChecks())

afterEach(async () => {
  if (typeof document !== 'undefined') cleanup()
  const problems = await takeResponseProblems()
  expect(
    problems.map((p) => `${p.request}: ${p.field} ${p.message} (${p.operation})`),
    'answers that do not match the contract',
  ).toEqual([])
})
