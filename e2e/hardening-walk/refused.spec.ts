// Issue 23 / ROUTE-GEN-04: a page the role may not open shows not-found without asking the server for its data
// (the page's early requests wait for the role: src/app/earlyPage.ts). Opened cold from the address bar, as a
// mail's link would be.
import { test } from '@playwright/test'
import { resetMockBeforeAll, signIn } from '../spine/helpers'
import { expect } from '../terminal/helpers'

resetMockBeforeAll()

test('ROUTE-GEN-04: an ordinary user opening the users list and the dashboard sends none of their requests', async ({ page }) => {
  await signIn(page, 'user')
  const asked: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/v1/users/users/') || path.startsWith('/api/v1/index/')) asked.push(`${r.method()} ${path}`)
  })
  for (const address of ['/ui/users/users', '/ui/dashboard']) {
    await page.goto(address)
    await expect(page).toHaveURL(/\/ui\/404$/)
    await expect(page.getByTestId('not-found')).toBeVisible()
  }
  expect(asked).toEqual([])
})

test('ROUTE-GEN-04: the auditor is refused the users list without its request, and still gets the dashboard', async ({ page }) => {
  await signIn(page, 'auditor')
  const lists: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/v1/users/users/')) lists.push(r.method())
  })
  await page.goto('/ui/users/users')
  await expect(page.getByTestId('not-found')).toBeVisible()
  expect(lists).toEqual([])
  const dashboard = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/v1/index/'))
  await page.goto('/ui/dashboard')
  await dashboard
  await expect(page.getByTestId('dash-value').first()).toBeVisible()
})
