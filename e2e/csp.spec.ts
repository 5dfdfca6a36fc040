// The production build runs under a strict Content-Security-Policy (script-src 'self', no inline script, no
// eval): vite preview serves it with that header in the e2e run (playwright.config.ts, CSP=strict), and any
// violation while signing in and opening pages fails this test. No credential or token may reach localStorage.
import { expect, test } from '@playwright/test'

test('the console runs under a strict CSP without violations and keeps no credentials in localStorage', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|evaluate)/i.test(msg.text())) violations.push(msg.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to execute: CSP violation of ${e.violatedDirective} by ${e.blockedURI}`)
    })
  })

  const policy = (await page.request.get('/ui/')).headers()['content-security-policy']
  expect(policy).toContain("script-src 'self'")

  await page.goto('/core/auth/login/?next=/ui/')
  await page.locator('input[name=username]').fill('admin')
  await page.locator('input[name=password]').fill('admin')
  await page.locator('form').evaluate((f: HTMLFormElement) => f.requestSubmit())
  await page.waitForURL((url) => url.pathname.startsWith('/ui/'))
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await page.goto('/ui/users/users')
  await page.waitForLoadState('networkidle')

  expect(violations).toEqual([])
  const stored = await page.evaluate(() =>
    Object.entries(localStorage)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  )
  const cookies = await page.context().cookies()
  for (const c of cookies.filter((c) => c.name === 'sessionid' || c.name === 'csrftoken')) expect(stored).not.toContain(c.value)
  expect(stored).not.toMatch(/password|token/i)
})
