// The audit logs (ROUTE-AUDITS-01, LIST-06): each opens for an auditor with the last 7 days' rows and an export;
// a user who is not an auditor does not get them.
import { test } from '@playwright/test'
import { resetMock, signIn } from '../spine/helpers'
import { expect, hasRows, refused, tx } from './helpers'

const LOGS = [
  '/ui/audits/login-log',
  '/ui/audits/operate-log',
  '/ui/audits/password-change-log',
  '/ui/audits/ftp-log',
  '/ui/audits/command-execution-log',
]

test.setTimeout(180_000)

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

for (const path of LOGS) {
  test(`ROUTE-AUDITS-01 ${path} opens read-only for the auditor on the last 7 days`, async ({ page }) => {
    const seen: URL[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (r.method() === 'GET' && url.pathname.startsWith('/api/v1/audits/') && url.searchParams.has('limit')) seen.push(url)
    })
    await signIn(page, 'auditor', path)
    await hasRows(page)
    const sent = seen.at(-1)!
    const days = (Date.parse(sent.searchParams.get('date_to')!) - Date.parse(sent.searchParams.get('date_from')!)) / 86400000
    expect(Math.round(days)).toBe(7)
    await expect(page.getByRole('button', { name: tx('common.Create') })).toHaveCount(0)
    await page.getByRole('button', { name: tx('list.export') }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
}

test('ROLE-12 an ordinary user gets no audit log', async ({ page }) => {
  await signIn(page, 'user')
  for (const path of LOGS.slice(0, 2)) await refused(page, path)
})
