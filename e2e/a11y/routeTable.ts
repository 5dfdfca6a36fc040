// The route table as the console builds it, and a way to open its pages, for the specs that walk every route (the accessibility sweep, the XSS
// campaign): imported as it is — nothing of the table needs Vite (the lists' contract fields are loaded by the
// routes' own loaders, which these specs never call).
import { expect, type Page } from '@playwright/test'
import * as routes from '../../src/routes'
import * as permissions from '../../src/session/permissions'

export interface RouteTableModules {
  routes: typeof routes
  permissions: typeof permissions
}

export async function loadRouteTable(): Promise<RouteTableModules> {
  return { routes, permissions }
}

/**
 * Opens a console address inside the running console (no reload: the router follows the history), then waits for
 * its tab to be selected, its heading when `heading` is set, and nothing still loading.
 */
export async function openInConsole(page: Page, href: string, options: { heading?: boolean; settle?: number } = {}): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', `/ui${to}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, href)
  const pathname = href.split('?')[0]
  await expect(page.locator(`[role="tab"][aria-selected="true"][data-tab-key="${pathname}"]`).first()).toBeAttached({ timeout: 30_000 })
  if (options.heading) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
  const loading = '[aria-busy="true"]:visible, [role="progressbar"]:not([aria-valuenow]):visible'
  await expect(page.locator(loading)).toHaveCount(0, { timeout: options.settle ?? 20_000 })
}
