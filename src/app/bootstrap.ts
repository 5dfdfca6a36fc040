// Page start: legacy hash links become history paths; the language bundle, the startup guard and the shell's
// chunk load in parallel; then the guard's outcome is carried out — the console for the chosen role, a sign-in
// redirect, an org switch, or an error message. The page's own spinner (index.html) shows until then.
import { COOKIE_NAMES, LOGIN_PATH } from '../config/constants'
import { readCookie } from '../config/cookies'
import { consolePathOf, legacyHashTarget, uiUrl } from '../config/paths'
import { browser } from '../http/browser'
import { preloadPage, startPage } from './earlyPage'
import { configureHttp } from '../http/client'
import { initI18n, translate } from '../i18n'
import { switchOrg } from '../session/actions'
import { fetchCurrentOrg, fetchProfile, fetchPublicSettings } from '../session/api'
import { loadStoredOrg, loadStoredRole, saveStoredOrg, saveStoredRole } from '../session/storage'
import { once, runStartup, type StartupResult } from '../session/startup'
import { sessionStore } from '../session/store'

type MountModule = typeof import('./mount')

const ORG_SWITCH_MARK = 'jms_org_switch_attempt'

function guard(ui: Promise<MountModule>, pathname: string, search: string) {
  return runStartup({
    pathname,
    search,
    fetchPublicSettings: () => fetchPublicSettings(),
    fetchProfile: () => fetchProfile({ silent: true }),
    fetchCurrentOrg: (orgId) => fetchCurrentOrg(undefined, { orgId, silent: true }),
    readCsrf: () => readCookie(COOKIE_NAMES.csrf),
    readOrgCookie: () => readCookie(COOKIE_NAMES.org),
    loadStoredRole,
    saveStoredRole,
    loadStoredOrg,
    saveStoredOrg,
    generateRoutes: async (ctx) => {
      const role = { role: ctx.role, licenceValid: ctx.licenceValid, settings: ctx.settings }
      // the role and the organisation are known: the page's first requests leave now, before the shell has run
      // (only an optimisation: whatever goes wrong in it, the page asks again when it is drawn)
      try {
        startPage(pathname, search, ctx.orgId, role)
      } catch {
        // the page asks for its data itself
      }
      return (await ui).generateRoutes(role)
    },
  })
}

/** GUARD-01: once per page load. */
const startOnce = once(guard)

async function carryOut(container: HTMLElement, ui: Promise<MountModule>, result: StartupResult<unknown>): Promise<void> {
  switch (result.kind) {
    case 'exempt':
      browser.assign(LOGIN_PATH)
      return
    case 'login':
      // GUARD-04/05: leave for the sign-in page after the login-redirect delay
      window.setTimeout(() => browser.assign(result.href), result.delayMs)
      return
    case 'rejected': {
      const text = result.literal ? result.message : translate(result.message)
      ;(await ui).mount(container).message(text, { toast: true, offerLogin: result.step === 'profile' })
      return
    }
    case 'switch-org': {
      // GUARD-09: switch and abort; asked twice in a row for the same org, the server disagrees: say so
      if (sessionStorage.getItem(ORG_SWITCH_MARK) === result.org.id) {
        sessionStorage.removeItem(ORG_SWITCH_MARK)
        ;(await ui).mount(container).message(translate('guard.OrgUnavailable'), { toast: true })
        return
      }
      sessionStorage.setItem(ORG_SWITCH_MARK, result.org.id)
      try {
        await switchOrg(result.org.id, result.username)
      } catch {
        ;(await ui).mount(container).message(translate('guard.OrgUnavailable'), { toast: true })
      }
      return
    }
    case 'ready': {
      sessionStorage.removeItem(ORG_SWITCH_MARK)
      const { session, redirectTo } = result
      sessionStore.set({ settings: session.settings, currentOrg: session.currentOrg, currentRole: session.currentRole })
      sessionStore.setProfile(session.profile)
      // GUARD-15: a first-login profile opens the personal-information page
      if (redirectTo) window.history.replaceState(null, '', uiUrl(redirectTo))
      ;(await ui).mount(container).app()
      return
    }
  }
}

export async function bootstrap(container: HTMLElement): Promise<void> {
  const legacy = legacyHashTarget(window.location.pathname, window.location.hash)
  if (legacy) window.history.replaceState(null, '', legacy)
  configureHttp({ currentOrgId: () => sessionStore.get().currentOrg?.id })
  const ui = import('./mount')
  // the page of the address loads beside the shell and the guard's calls (a route the role may not open is only
  // fetched); its first requests wait for the guard's role (generateRoutes above)
  const pathname = consolePathOf(window.location.pathname)
  const search = window.location.search
  preloadPage(pathname)
  try {
    const [, result] = await Promise.all([initI18n().catch(() => undefined), startOnce(ui, pathname, search)])
    await carryOut(container, ui, result)
  } catch {
    // the shell's chunk could not load: say so in plain text, in whatever language is available
    container.textContent = translate('errors.PageLoadFailed')
  }
}
