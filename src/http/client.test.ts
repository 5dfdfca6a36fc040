import { http, HttpResponse, delay } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_PATHS, LOGIN_PATH } from '../config/constants'
import { en } from '../test/i18n'
import { recordingServer } from '../test/recordingServer'
import { browser } from './browser'
import { configureHttp, httpRequest, sessionKeepAlive, HttpError } from './client'
import { onHttpEvent, sessionEndedDialogClosed, type HttpEvent } from './events'

const { server, seen } = recordingServer()

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
    server.use(http.post('/api/v1/users/groups/', () => HttpResponse.json({ id: '1' }, { status: 201 })))
    await httpRequest({ url: '/api/v1/users/groups/', method: 'POST', data: { name: 'a' } })
    expect(seen[0].headers.get('X-CSRFToken')).toBe('tok123')
  })

  it('HTTP-02: X-JMS-ORG is the page ?oid= first, else the current org', async () => {
    configureHttp({ currentOrgId: () => 'org-current' })
    server.use(http.get('/api/v1/assets/assets/', () => HttpResponse.json([])))
    await httpRequest({ url: '/api/v1/assets/assets/', method: 'GET' })
    window.history.replaceState(null, '', '/ui/assets/assets?oid=org-from-link')
    await httpRequest({ url: '/api/v1/assets/assets/', method: 'GET' })
    expect(seen.map((r) => r.headers.get('X-JMS-ORG'))).toEqual(['org-current', 'org-from-link'])
  })

  it('HTTP-03: sends the browser time zone as X-TZ and the chosen language', async () => {
    server.use(http.get('/api/v1/assets/assets/', () => HttpResponse.json([])))
    await httpRequest({ url: '/api/v1/assets/assets/', method: 'GET' })
    expect(seen[0].headers.get('X-TZ')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(seen[0].headers.get('Accept-Language')).toBe('en')
  })

  it('HTTP-13: drops empty, null and undefined query values and trims the rest', async () => {
    server.use(http.get('/api/v1/users/users/', () => HttpResponse.json([])))
    await httpRequest({ url: '/api/v1/users/users/', method: 'GET', params: { search: '  bob ', role: '', email: null, name: undefined, limit: 15 } })
    expect(new URL(seen[0].url).search).toBe('?search=bob&limit=15')
  })
})

describe('HTTP bodies', () => {
  it('sends JSON bodies as JSON and returns the parsed response', async () => {
    server.use(http.patch('/api/v1/notifications/site-message/mark-as-read/', async ({ request }) => HttpResponse.json({ got: await request.json() })))
    const body = await httpRequest<{ got: unknown }>({ url: '/api/v1/notifications/site-message/mark-as-read/', method: 'PATCH', data: { ids: ['x'] } })
    expect(body.got).toEqual({ ids: ['x'] })
    expect(seen[0].headers.get('Content-Type')).toBe('application/json')
  })

  it('sends FormData without a hand-written content type (multipart boundary by the browser)', async () => {
    server.use(http.post('/api/v1/xpack/license/import', async ({ request }) => HttpResponse.json({ type: request.headers.get('content-type') })))
    const form = new FormData()
    form.append('file', new Blob(['x']), 'licence.lic')
    const body = await httpRequest<{ type: string }>({ url: '/api/v1/xpack/license/import', method: 'POST', data: form, headers: { 'Content-Type': 'multipart/form-data' } })
    expect(body.type).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('returns undefined for an empty 204 answer', async () => {
    server.use(http.delete('/api/v1/users/groups/1/', () => new HttpResponse(null, { status: 204 })))
    await expect(httpRequest({ url: '/api/v1/users/groups/1/', method: 'DELETE' })).resolves.toBeUndefined()
  })
})

describe('HTTP errors', () => {
  it('HTTP-05/ERR-09: shows the server error || msg || detail in an error toast and keeps field errors', async () => {
    const events = collect()
    server.use(http.post('/api/v1/users/users/', () => HttpResponse.json({ username: ['taken', 'too short'], detail: 'Bad data' }, { status: 400 })))
    const error = await httpRequest({ url: '/api/v1/users/users/', method: 'POST', data: {} }).catch((e: unknown) => e)
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
    server.use(http.get('/api/v1/x/', () => new HttpResponse(null, { status })))
    await httpRequest({ url: '/api/v1/x/', method: 'GET' }).catch(() => undefined)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'error', message: en(key) })
  })

  it('HTTP-09: a silent call shows no toast but still rejects', async () => {
    const events = collect()
    server.use(http.get('/api/v1/authentication/otp/verify/', () => HttpResponse.json({ detail: 'This action require verify your MFA', code: 'mfa_verify_required' }, { status: 400 })))
    await expect(httpRequest({ url: '/api/v1/authentication/otp/verify/', method: 'GET' }, { silent: true })).rejects.toMatchObject({ status: 400 })
    expect(events).toEqual([])
  })

  it('HTTP-04: a request that takes longer than the timeout fails with a timeout toast', async () => {
    const events = collect()
    server.use(http.get('/api/v1/slow/', async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }))
    const error = await httpRequest({ url: '/api/v1/slow/', method: 'GET' }, { timeoutMs: 20 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: en('http.Timeout') })
    expect(events).toMatchObject([{ type: 'error', message: en('http.Timeout') }])
  })

  it('a request cancelled by its caller rejects without a toast', async () => {
    const events = collect()
    server.use(http.get('/api/v1/slow/', async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }))
    const controller = new AbortController()
    const pending = httpRequest({ url: '/api/v1/slow/', method: 'GET', signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ kind: 'abort' })
    expect(events).toEqual([])
  })

  it('HTTP-10 / ERR-05: 401 opens one session-ended dialog (never two at once) and no toast', async () => {
    const events = collect()
    server.use(http.get('/api/v1/assets/assets/', () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })))
    await Promise.all([1, 2, 3].map(() => httpRequest({ url: '/api/v1/assets/assets/', method: 'GET' }).catch(() => undefined)))
    expect(events).toEqual([{ type: 'session-ended' }])
    sessionEndedDialogClosed()
    await httpRequest({ url: '/api/v1/assets/assets/', method: 'GET' }).catch(() => undefined)
    expect(events).toEqual([{ type: 'session-ended' }, { type: 'session-ended' }])
  })

  it('HTTP-11 / ERR-05: 401 on the profile call goes straight to the sign-in page without the dialog', async () => {
    const events = collect()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    server.use(http.get(API_PATHS.profile, () => HttpResponse.json({ detail: 'no' }, { status: 401 })))
    await httpRequest({ url: API_PATHS.profile, method: 'GET' }).catch(() => undefined)
    expect(assign).toHaveBeenCalledWith(LOGIN_PATH)
    expect(events).toEqual([])
  })
})

describe('HTTP-12: session-expiry check', () => {
  it('every response (but the check itself) restarts the 30 s timer', async () => {
    server.use(
      http.get('/api/v1/assets/assets/', () => HttpResponse.json([])),
      http.get(API_PATHS.profile, () => HttpResponse.json({ username: 'admin' })),
    )
    expect(sessionKeepAlive.pending()).toBe(false)
    await httpRequest({ url: '/api/v1/assets/assets/', method: 'GET' })
    expect(sessionKeepAlive.pending()).toBe(true)
    sessionKeepAlive.stop()
    await httpRequest({ url: API_PATHS.profile, method: 'GET' })
    expect(sessionKeepAlive.pending()).toBe(false)
  })
})
