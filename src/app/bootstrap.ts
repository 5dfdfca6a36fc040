// Page start: legacy hash links become history paths; the page's chunks and the code of its first requests, the
// language bundle and the startup guard's answers (asked for by index.html) load in parallel; once the guard knows the
// role, the page's first requests leave, and only then is the shell's chunk loaded (issue 22); then the guard's outcome
// is carried out — the console for the chosen role, a sign-in redirect (which loads no shell at all), an org switch, or
// an error message. The page's own spinner (index.html) shows until then.
import { COOKIE_NAMES, LOGIN_PATH } from '../config/constants'
import { readCookie, writeCookie } from '../config/cookies'
import { consolePathOf, legacyHashTarget, uiUrl } from '../config/paths'
import { browser } from '../http/browser'
import { preloadPage, startPage } from './earlyPage'
import { generateRoutes, matchFlatRoute, routeTable, type AllowedRoutes, type FlatRoute } from '../routes'
import { configureHttp } from '../http/client'
import { currentLocale, initI18n, translate } from '../i18n'
import { serverLanguageCode } from '../i18n/languages'
import { switchOrg } from '../session/actions'
import { fetchCurrentOrg, fetchProfile, fetchPublicSettings } from '../session/startupApi'
import { loadStoredOrg, loadStoredRole, saveStoredOrg, saveStoredRole } from '../session/storage'
import { once, runStartup, type StartupResult } from '../session/startup'
import { sessionStore } from '../session/store'

type MountModule = typeof import('./mount')

const ORG_SWITCH_MARK = 'jms_org_switch_attempt'

/**
 * How long the console waits for the page's first answer before it draws the shell (issue 22). Drawn with its
 * answer, a page appears whole in one render; drawn before it, the page is rendered twice (empty, then with its
 * rows), which costs more than the short wait. Longer than this, the shell and the page's loading state come first.
 */
export const FIRST_ANSWER_WAIT_MS = 200

/** Settles when `answer` has, or after `ms`, whichever comes first; never rejects. */
export function waitAtMost(answer: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!answer) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms)
    const done = () => {
      window.clearTimeout(timer)
      resolve()
    }
    answer.then(done, done)
  })
}

/**
 * Which of the guard's calls may take the answer of the page's preload (index.html, issue 22), sent with the session
 * cookies only: the settings always; the profile and the organisation only in the organisation of the org cookie,
 * which the guard asks for unless the address names another (`?oid=`).
 */
export function preloadedStartupCalls(search: string, cookieOrg: string | undefined) {
  const pageOid = new URLSearchParams(search).get('oid')
  return {
    settings: true,
    profile: !pageOid,
    org: (orgId: string | undefined) => !pageOid && orgId === cookieOrg,
  }
}

/** The shell's chunk, and with it the framework, whose evaluation is the start's longest task. */
const loadUi = (): Promise<MountModule> => import('./mount')

/** The page the start sends the first requests of: what settles when they have left, and when its answer is here. */
interface StartedPage {
  sent?: Promise<void>
  answer?: Promise<unknown>
}

function guard(pathname: string, search: string, page: StartedPage) {
  const preloaded = preloadedStartupCalls(search, readCookie(COOKIE_NAMES.org) || undefined)
  return runStartup({
    pathname,
    search,
    fetchPublicSettings: () => fetchPublicSettings({ preloaded: preloaded.settings }),
    fetchProfile: () => fetchProfile({ silent: true, preloaded: preloaded.profile }),
    fetchCurrentOrg: (orgId) => fetchCurrentOrg(undefined, { orgId, silent: true, preloaded: preloaded.org(orgId) }),
    readCsrf: () => readCookie(COOKIE_NAMES.csrf),
    readOrgCookie: () => readCookie(COOKIE_NAMES.org),
    loadStoredRole,
    saveStoredRole,
    loadStoredOrg,
    saveStoredOrg,
    generateRoutes: (ctx) => {
      const role = { role: ctx.role, licenceValid: ctx.licenceValid, settings: ctx.settings }
      // the role and the organisation are known: the page's first requests leave now (only an optimisation: whatever
      // goes wrong in it, the page asks again when it is drawn)
      let markSent = () => {}
      page.sent = new Promise<void>((resolve) => (markSent = resolve))
      try {
        page.answer = startPage(pathname, search, ctx.orgId, role, routeTable, markSent)
      } catch {
        // the page asks for its data itself
      }
      if (!page.answer) markSent()
      return generateRoutes(role)
    },
  })
}

/**
 * A start address that only redirects (the home page, a group's root: no parameters to carry) is replaced by its
 * target, with its query and hash, before the console is drawn. Left to the router, the shell was on screen at the
 * old address until the redirect ran after the first paint, and an address change made in between (a legacy `#/`
 * link, followed by the shell) was overwritten by it.
 */
export function takeStartRedirect(flat: readonly FlatRoute[]): void {
  const { pathname, search, hash } = window.location
  const route = matchFlatRoute(flat, consolePathOf(pathname))
  if (route?.redirect && !route.redirect.includes(':'))
    window.history.replaceState(window.history.state, '', `${uiUrl(route.redirect)}${search}${hash}`)
}

/** GUARD-01: once per page load. */
const startOnce = once(guard)

async function carryOut(container: HTMLElement, result: StartupResult<AllowedRoutes>, page: StartedPage): Promise<void> {
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
      ;(await loadUi()).mount(container).message(text, { toast: true, offerLogin: result.step === 'profile' })
      return
    }
    case 'switch-org': {
      // GUARD-09: switch and abort; asked twice in a row for the same org, the server disagrees: say so
      if (sessionStorage.getItem(ORG_SWITCH_MARK) === result.org.id) {
        sessionStorage.removeItem(ORG_SWITCH_MARK)
        ;(await loadUi()).mount(container).message(translate('guard.OrgUnavailable'), { toast: true })
        return
      }
      sessionStorage.setItem(ORG_SWITCH_MARK, result.org.id)
      try {
        await switchOrg(result.org.id, result.username)
      } catch {
        ;(await loadUi()).mount(container).message(translate('guard.OrgUnavailable'), { toast: true })
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
      else takeStartRedirect(result.routes.flat)
      // the shell's chunk (with the framework, whose evaluation is the start's longest task) once the page's first
      // requests have left: it is then evaluated while they are on their way, not before them (issue 22)
      const ui = waitAtMost(page.sent, FIRST_ANSWER_WAIT_MS).then(loadUi)
      const [mountModule] = await Promise.all([ui, redirectTo ? undefined : waitAtMost(page.answer, FIRST_ANSWER_WAIT_MS)])
      mountModule.mount(container).app()
      return
    }
  }
}

export async function bootstrap(container: HTMLElement): Promise<void> {
  const legacy = legacyHashTarget(window.location.pathname, window.location.hash)
  if (legacy) window.history.replaceState(null, '', legacy)
  configureHttp({ currentOrgId: () => sessionStore.get().currentOrg?.id })
  // the server reads its language cookie before the Accept-Language the console sends: keep it the console's, so that
  // every answer (the page's preloaded ones of the next visit too) speaks the console's language. Another language's
  // cookie is replaced at once; a missing one once the guard and the page's first requests have read theirs: until
  // then the Accept-Language speaks for the console, and a cookie written makes the browser's next cookie read wait
  // for its network process, which is busiest at start (issue 22)
  const language = serverLanguageCode(currentLocale())
  const cookieLanguage = readCookie(COOKIE_NAMES.djangoLanguage)
  const keepLanguage = () => writeCookie(COOKIE_NAMES.djangoLanguage, language)
  if (cookieLanguage && cookieLanguage !== language) keepLanguage()
  // First the guard, then the page of the address and the texts (issue 22). The guard's calls were asked for by
  // index.html and are usually answered by now: started first, its answers are asked for before the page's chunks
  // arrive and are evaluated (the page's chunk imports the framework, whose evaluation is the longest task of the
  // start), and the page's first requests wait for those answers. This script imports neither React nor the framework
  // chunk, so it runs as soon as it has arrived. A route the role may not open is only fetched; its first requests
  // wait for the guard's role (generateRoutes above).
  const pathname = consolePathOf(window.location.pathname)
  const search = window.location.search
  const page: StartedPage = {}
  const started = startOnce(pathname, search, page)
  try {
    preloadPage(pathname)
  } catch {
    // only an early fetch: the router loads the page when it draws it
  }
  // the texts of the address's page (its area's and the core: the shell, the menu, the generic screens)
  const texts = initI18n(undefined, pathname).catch(() => undefined)
  if (!cookieLanguage) void started.then(() => waitAtMost(page.sent, FIRST_ANSWER_WAIT_MS)).then(keepLanguage, keepLanguage)
  try {
    const [, result] = await Promise.all([texts, started])
    await carryOut(container, result, page)
  } catch {
    // the shell's chunk could not load: say so in plain text, in whatever language is available
    container.textContent = translate('errors.PageLoadFailed')
  }
}
