// The icon-only controls' tooltips load on first use (issue 22) and share one hook (src/components/common/hint.ts):
// a list's icon button and a shell control each show theirs on hover and on a keyboard focus, and hide it when the
// pointer leaves or on Escape.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signIn } from '../spine/helpers'

async function check(page: Page, control: Locator, name: string) {
  const tip = page.getByRole('tooltip').filter({ hasText: new RegExp(`^${name}$`) })
  await control.hover()
  await expect(tip).toBeVisible()
  await page.mouse.move(700, 600)
  await expect(tip).toBeHidden()
  await control.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(tip).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tip).toBeHidden()
}

test('a list icon button and a shell control show their tooltips on hover and on keyboard focus; Escape hides them', async ({ page }) => {
  await signIn(page, 'admin', '/ui/users/users')
  await page.goto('/ui/users/users')
  await check(page, page.getByRole('button', { name: 'Column settings' }), 'Column settings')
  await check(page, page.getByRole('button', { name: 'Close all tabs' }), 'Close all tabs')
})
