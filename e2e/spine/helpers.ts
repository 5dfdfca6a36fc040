// Shared steps of the spine's end-to-end tests: sign in on the mock backend's sign-in page, read the menu.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

type Bundle = Record<string, Record<string, string>>
const readLocale = (name: string): Bundle =>
  JSON.parse(readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8')) as Bundle
export const en = readLocale('en')
export const cn = readLocale('cn')

/** The English text of a locale key (tests run the console in English unless they switch). */
export function t(key: string, vars: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en)
  if (typeof value !== 'string') throw new Error(`missing locale key ${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}

export const PASSWORDS: Record<string, string> = { admin: 'admin', auditor: 'auditor', orgadmin: 'orgadmin', user: 'user' }

/** The console starts in English for these tests unless the test chose a language itself. */
export async function preferEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en')
  })
}

/** Signs in through the platform's page `/core/auth/login/` and waits until the console is on screen. */
export async function signIn(page: Page, username: string, next = '/ui/', password = PASSWORDS[username]): Promise<void> {
  await preferEnglish(page)
  await page.goto(`/core/auth/login/?next=${encodeURIComponent(next)}`)
  await page.locator('input[name=username]').fill(username)
  await page.locator('input[name=password]').fill(password)
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit())
  await page.waitForURL((url) => url.pathname.startsWith('/ui/'))
  // a cold console on a busy machine can take a while to draw: a patience limit, not a timing assertion
  await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 60_000 })
}

export const sidebar = (page: Page) => page.getByTestId('sidebar')

/** The menu as the user sees it: top-level entries, each group opened to list its items. */
export async function menuOf(page: Page): Promise<string[]> {
  const nav = sidebar(page)
  const groups = nav.locator('[data-menu-group]')
  for (let i = 0; i < (await groups.count()); i += 1) {
    const group = groups.nth(i)
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  }
  return (await nav.locator('[data-menu-group], [data-menu-item]').allTextContents()).map((s) => s.trim())
}

/** Resets the mock backend's data between test files (not proxied by the console's server). */
export async function resetMock(page: Page): Promise<void> {
  const base = process.env.MOCK_URL ?? `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 18080}`
  await page.request.post(`${base}/__mock__/reset`).catch(() => undefined)
}

/** The mock's data back to its seed once before the tests of a file. */
export function resetMockBeforeAll(): void {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await resetMock(page)
    await page.close()
  })
}

/** An API call with the browser's session, as the console would make it. */
export async function api(page: Page, method: string, url: string, data?: unknown) {
  const cookies = await page.context().cookies()
  const csrf = cookies.find((c) => c.name === 'csrftoken')?.value ?? ''
  return page.request.fetch(url, { method, data, headers: { 'X-CSRFToken': csrf, 'Content-Type': 'application/json' } })
}
