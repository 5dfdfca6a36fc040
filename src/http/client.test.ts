import { http, HttpResponse, delay } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_PATH, STORAGE_KEYS } from '../config/constants'
import { assetsAssetsList } from '../generated/operations/assets'
import { authenticationOtpVerifyRetrieve } from '../generated/operations/authentication'
import { notificationsSiteMessageMarkAsRead } from '../generated/operations/notifications'
import {
  usersGroupsCreate,
  usersGroupsDestroy,
  usersProfileRetrieve,
  usersUsersCreate,
  usersUsersList,
} from '../generated/operations/users'
import { xpackLicenseImportCreate } from '../generated/operations/xpack'
import { contractRow } from '../test/contract'
import { adminProfile } from '../test/fixtures'
import { cn, en, switchLocale } from '../test/i18n'
import { forgetTimeZone } from '../i18n/date'
import { recordingServer } from '../test/recordingServer'
import { browser } from './browser'
import { configureHttp, httpRequest, sessionKeepAlive, HttpError } from './client'
import { onHttpEvent, sessionEndedDialogClosed, type HttpEvent } from './events'
import { urlOf } from './operation'

const { server, seen } = recordingServer()

const ASSETS = urlOf(assetsAssetsList)
const GROUP_ID = '0b7c4a1e-2f3d-4e5a-8b6c-000000000001'

afterEach(() => {
  sessionKeepAlive.stop()
  configureHttp({ currentOrgId: () => undefined })
  document.cookie = 'csrftoken=; max-age=0; path=/'
  window.history.replaceState(null, '', '/ui/')
  vi.restoreAllMocks()
})

function collect(): HttpEvent[] {
  const events: HttpEvent[] = []
  onHttpEvent((e) => events.push(e))
  return events
}

describe('HTTP headers', () => {
  it('HTTP-01: sends X-CSRFToken from the csrftoken cookie', async () => {
    document.cookie = 'csrftoken=tok123; path=/'
    server.use(
      http.post(urlOf(usersGroupsCreate), () =>
        HttpResponse.json(contractRow(usersGroupsCreate, { id: GROUP_ID, name: 'a' }), { status: 201 }),
      ),
    )
    await httpRequest({ url: urlOf(usersGroupsCreate), method: 'POST', data: { name: 'a' } })
    expect(seen[0].headers.get('X-CSRFToken')).toBe('tok123')
  })

  it('HTTP-02: X-JMS-ORG is the page ?oid= first, else the current org', async () => {
    configureHttp({ currentOrgId: () => 'org-current' })
    server.use(http.get(ASSETS, () => HttpResponse.json([])))
    await httpRequest({ url: ASSETS, method: 'GET' })
    window.history.replaceState(null, '', '/ui/assets/assets?oid=org-from-link')
    await httpRequest({ url: ASSETS, method: 'GET' })
    expect(seen.map((r) => r.headers.get('X-JMS-ORG'))).toEqual(['org-current', 'org-from-link'])
  })

  it('HTTP-03: sends the browser time zone (as resolved on an earlier visit) as X-TZ and the chosen language', async () => {
    window.localStorage.setItem(STORAGE_KEYS.timeZone, 'Asia/Shanghai')
    forgetTimeZone()
    server.use(http.get(ASSETS, () => HttpResponse.json([])))
    await httpRequest({ url: ASSETS, method: 'GET' })
    expect(seen[0].headers.get('X-TZ')).toBe('Asia/Shanghai')
    expect(seen[0].headers.get('Accept-Language')).toBe('en')
    window.localStorage.removeItem(STORAGE_KEYS.timeZone)
    forgetTimeZone()
  })

  it('HTTP-13: drops empty, null and undefined query values and trims the rest', async () => {
    server.use(http.get(urlOf(usersUsersList), () => HttpResponse.json([])))
    await httpRequest({
      url: urlOf(usersUsersList),
      method: 'GET',
      params: { search: '  bob ', role: '', email: null, name: undefined, limit: 15 },
    })
    expect(new URL(seen[0].url).search).toBe('?search=bob&limit=15')
  })
})

describe('issue 22: start-up calls the page preloads', () => {
  const PROFILE = urlOf(usersProfileRetrieve)
  const credentialsOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((c) => (c[1] as RequestInit | undefined)?.credentials)
  afterEach(() => switchLocale('en'))

  it('takes a preload only when asked to: the preload is sent with credentials "include", every other request with "same-origin"', async () => {
    await switchLocale('cn')
    server.use(http.get(PROFILE, () => HttpResponse.json(adminProfile, { headers: { 'Content-Language': 'zh-hans' } })))
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await httpRequest({ url: PROFILE, method: 'GET' }, { preloaded: true })
    await httpRequest({ url: PROFILE, method: 'GET' })
    expect(credentialsOf(fetchSpy)).toEqual(['include', 'same-origin'])
  })

  it("asks again, not preloaded, when the preload's answer speaks another language than the console", async () => {
    await switchLocale('cn')
    let call = 0
    server.use(
      http.get(PROFILE, () => {
        call += 1
        // the preload went out with the browser's languages: the server answered in English
        const language = call === 1 ? 'en' : 'zh-hans'
        return HttpResponse.json({ ...adminProfile, name: language }, { headers: { 'Content-Language': language } })
      }),
    )
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const profile = await httpRequest<{ name: string }>({ url: PROFILE, method: 'GET' }, { preloaded: true })
    expect(profile.name).toBe('zh-hans')
    expect(credentialsOf(fetchSpy)).toEqual(['include', 'same-origin'])
    expect(seen.map((r) => r.headers.get('Accept-Language'))).toEqual(['zh-hans', 'zh-hans'])
  })

  it('takes an answer in the asked language, or one that names no language, at once', async () => {
    await switchLocale('en')
    server.use(http.get(PROFILE, () => HttpResponse.json(adminProfile, { headers: { 'Content-Language': 'en' } })))
    await httpRequest({ url: PROFILE, method: 'GET' }, { preloaded: true })
    server.use(http.get(PROFILE, () => HttpResponse.json(adminProfile)))
    await httpRequest({ url: PROFILE, method: 'GET' }, { preloaded: true })
    expect(seen).toHaveLength(2)
  })
})

describe('HTTP bodies', () => {
  it('sends JSON bodies as JSON and returns the parsed response', async () => {
    const ids = ['3f6e2b1c-8d4a-4e5f-9a0b-000000000001']
    server.use(http.patch(urlOf(notificationsSiteMessageMarkAsRead), () => HttpResponse.json({ detail: 'ok' })))
    const body = await httpRequest<{ detail: string }>({ url: urlOf(notificationsSiteMessageMarkAsRead), method: 'PATCH', data: { ids } })
    expect(body).toEqual({ detail: 'ok' })
    expect(await seen[0].json()).toEqual({ ids })
    expect(seen[0].headers.get('Content-Type')).toBe('application/json')
  })

  it('sends FormData without a hand-written content type (multipart boundary by the browser)', async () => {
    const imported = contractRow(xpackLicenseImportCreate, { status: true, msg: 'License import successfully' })
    server.use(http.post(urlOf(xpackLicenseImportCreate), () => HttpResponse.json(imported)))
    const form = new FormData()
    form.append('file', new Blob(['x']), 'licence.lic')
    const body = await httpRequest({
      url: urlOf(xpackLicenseImportCreate),
      method: 'POST',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    })
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(body).toEqual(imported)
  })

  it('returns undefined for an empty 204 answer', async () => {
    server.use(http.delete(urlOf(usersGroupsDestroy, { id: GROUP_ID }), () => new HttpResponse(null, { status: 204 })))
    await expect(httpRequest({ url: urlOf(usersGroupsDestroy, { id: GROUP_ID }), method: 'DELETE' })).resolves.toBeUndefined()
  })
})

describe('HTTP errors', () => {
  it('HTTP-05/ERR-09: shows the server error || msg || detail in an error toast and keeps field errors', async () => {
    const events = collect()
    server.use(
      http.post(urlOf(usersUsersCreate), () =>
        HttpResponse.json({ username: ['taken', 'too short'], detail: 'Bad data' }, { status: 400 }),
      ),
    )
    const error = await httpRequest({ url: urlOf(usersUsersCreate), method: 'POST', data: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe('Bad data')
    expect((error as HttpError).status).toBe(400)
    expect((error as HttpError).fieldErrors).toEqual({ username: 'taken;too short' })
    expect(events).toEqual([{ type: 'error', message: 'Bad data', error }])
  })

  it.each([
    [400, 'common.BadRequestErrorMsg'],
    [403, 'common.BadRoleErrorMsg'],
    [409, 'common.BadConflictErrorMsg'],
    [404, 'common.ResourceLostMsg'],
  ])('HTTP-06..08 / ERR-06..08 / ERR-11: a %i without server text shows %s', async (status, key) => {
    const events = collect()
    server.use(http.get(ASSETS, () => new HttpResponse(null, { status })))
    await httpRequest({ url: ASSETS, method: 'GET' }).catch(() => undefined)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'error', message: en(key) })
  })

  it('issue 23: an HTML error page is never the message: the translated status, the page as plain text in `detail`', async () => {
    const events = collect()
    server.use(
      http.get(ASSETS, () => HttpResponse.text('<html><body><h1>Bad Gateway</h1><script>x()</script></body></html>', { status: 502 })),
    )
    const error = (await httpRequest({ url: ASSETS, method: 'GET' }).catch((e: unknown) => e)) as HttpError
    expect(error.message).toBe(en('http.ServerError', { status: 502 }))
    expect(error.detail).toBe('Bad Gateway')
    expect(events).toEqual([{ type: 'error', message: en('http.ServerError', { status: 502 }), error }])
  })

  it("issue 23 / ERR-07: a 403's English server text in the Chinese console comes after the translated message", async () => {
    await switchLocale('cn')
    try {
      const events = collect()
      server.use(
        http.get(ASSETS, () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })),
      )
      const error = (await httpRequest({ url: ASSETS, method: 'GET' }).catch((e: unknown) => e)) as HttpError
      expect(error.message).toBe(cn('common.BadRoleErrorMsg'))
      expect(error.detail).toBe('You do not have permission to perform this action.')
      expect(events).toEqual([{ type: 'error', message: cn('common.BadRoleErrorMsg'), error }])
    } finally {
      await switchLocale('en')
    }
  })

  it('HTTP-09: a silent call shows no toast but still rejects', async () => {
    const events = collect()
    server.use(
      http.get(urlOf(authenticationOtpVerifyRetrieve), () =>
        HttpResponse.json({ detail: 'This action require verify your MFA', code: 'mfa_verify_required' }, { status: 400 }),
      ),
    )
    await expect(httpRequest({ url: urlOf(authenticationOtpVerifyRetrieve), method: 'GET' }, { silent: true })).rejects.toMatchObject({
      status: 400,
    })
    expect(events).toEqual([])
  })

  it('HTTP-04: a request that takes longer than the timeout fails with a timeout toast', async () => {
    const events = collect()
    server.use(
      http.get(ASSETS, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const error = await httpRequest({ url: ASSETS, method: 'GET' }, { timeoutMs: 20 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: en('http.Timeout') })
    expect(events).toMatchObject([{ type: 'error', message: en('http.Timeout') }])
  })

  it('a request cancelled by its caller rejects without a toast', async () => {
    const events = collect()
    server.use(
      http.get(ASSETS, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = httpRequest({ url: ASSETS, method: 'GET', signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ kind: 'abort' })
    expect(events).toEqual([])
  })

  it('HTTP-10 / ERR-05: 401 opens one session-ended dialog (never two at once) and no toast', async () => {
    const events = collect()
    server.use(http.get(ASSETS, () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })))
    await Promise.all([1, 2, 3].map(() => httpRequest({ url: ASSETS, method: 'GET' }).catch(() => undefined)))
    expect(events).toEqual([{ type: 'session-ended' }])
    sessionEndedDialogClosed()
    await httpRequest({ url: ASSETS, method: 'GET' }).catch(() => undefined)
    expect(events).toEqual([{ type: 'session-ended' }, { type: 'session-ended' }])
  })

  it('HTTP-11 / ERR-05: 401 on the profile call goes straight to the sign-in page without the dialog', async () => {
    const events = collect()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    window.history.replaceState(null, '', '/ui/users/users/create?x=1')
    server.use(http.get(urlOf(usersProfileRetrieve), () => HttpResponse.json({ detail: 'no' }, { status: 401 })))
    await httpRequest({ url: urlOf(usersProfileRetrieve), method: 'GET' }).catch(() => undefined)
    // issue 23: back to this page after signing in; an open form keeps its draft on the sign-in event
    expect(assign).toHaveBeenCalledWith(`${LOGIN_PATH}?next=${encodeURIComponent('/ui/users/users/create?x=1')}`)
    expect(events).toEqual([{ type: 'sign-in' }])
  })
})

describe('HTTP-12: session-expiry check', () => {
  it('every response (but the check itself) restarts the 30 s timer', async () => {
    server.use(
      http.get(ASSETS, () => HttpResponse.json([])),
      http.get(urlOf(usersProfileRetrieve), () => HttpResponse.json(adminProfile)),
    )
    expect(sessionKeepAlive.pending()).toBe(false)
    await httpRequest({ url: ASSETS, method: 'GET' })
    expect(sessionKeepAlive.pending()).toBe(true)
    sessionKeepAlive.stop()
    await httpRequest({ url: urlOf(usersProfileRetrieve), method: 'GET' })
    expect(sessionKeepAlive.pending()).toBe(false)
  })
})
