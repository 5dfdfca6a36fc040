import { describe, expect, it, vi } from 'vitest'
import { errorText, fieldErrorsOf, serverMessage, statusMessageKey } from './errors'
import { buildRequestHeaders, orgIdForRequest } from './headers'
import { createKeepAlive } from './keepalive'
import { normaliseList } from './list'
import { cleanParams, withQuery } from './query'
import { parseUnreadCount, socketUrl } from './socket'

describe('HTTP-13 / VAL-23 query parameters', () => {
  it('drops empty, undefined and null values and trims the rest', () => {
    expect(cleanParams({ a: '', b: undefined, c: null, d: ' x ', e: 0, f: false, g: '   ' })).toEqual([
      ['d', 'x'],
      ['e', '0'],
      ['f', 'false'],
    ])
  })
  it('repeats array values and keeps an existing query string', () => {
    expect(withQuery('/api/test/x/?draw=1', { id: ['a', ' ', 'b'], offset: 0 })).toBe('/api/test/x/?draw=1&id=a&id=b&offset=0')
    expect(withQuery('/api/test/x/', {})).toBe('/api/test/x/')
  })
})

describe('HTTP-05..08 error messages', () => {
  it('HTTP-05: takes error, else msg, else detail', () => {
    expect(serverMessage({ error: 'E', msg: 'M', detail: 'D' })).toBe('E')
    expect(serverMessage({ msg: 'M', detail: 'D' })).toBe('M')
    expect(serverMessage({ detail: 'D' })).toBe('D')
    expect(serverMessage({ name: ['x'] })).toBeUndefined()
    expect(serverMessage('<html>')).toBeUndefined()
  })
  it('HTTP-06..08: falls back to the status message keys', () => {
    expect(statusMessageKey(400)).toBe('common.BadRequestErrorMsg')
    expect(statusMessageKey(403)).toBe('common.BadRoleErrorMsg')
    expect(statusMessageKey(409)).toBe('common.BadConflictErrorMsg')
    expect(statusMessageKey(404)).toBe('common.ResourceLostMsg')
    expect(statusMessageKey(502)).toBe('http.ServerError')
    expect(statusMessageKey(0, 'timeout')).toBe('http.Timeout')
  })
  it('VAL-14: field errors join arrays with ; and nested errors into text', () => {
    expect(fieldErrorsOf({ name: ['This field may not be blank.'], email: ['a', 'b'], detail: 'x', code: 'y' })).toEqual({
      name: 'This field may not be blank.',
      email: 'a;b',
    })
    expect(fieldErrorsOf({ protocols: [{ port: ['bad port'] }, {}] })).toEqual({ protocols: 'port: bad port' })
    expect(errorText({ a: { b: ['x', 'y'] } })).toBe('a: b: x;y')
    expect(fieldErrorsOf([{}, { name: ['x'] }])).toEqual({})
  })
})

describe('HTTP-01..03 headers', () => {
  it('HTTP-01: carries the CSRF token when the cookie exists', () => {
    expect(buildRequestHeaders({ method: 'POST', csrfToken: 't' })['X-CSRFToken']).toBe('t')
    expect(buildRequestHeaders({ method: 'POST' })['X-CSRFToken']).toBeUndefined()
  })
  it('HTTP-02: the page ?oid= wins over the current org', () => {
    expect(orgIdForRequest('?oid=abc&x=1', 'cur')).toBe('abc')
    expect(orgIdForRequest('?x=1', 'cur')).toBe('cur')
    expect(orgIdForRequest('', undefined)).toBeUndefined()
  })
  it('HTTP-03: time zone and language headers; caller headers win', () => {
    const h = buildRequestHeaders({
      method: 'GET',
      timeZone: 'Asia/Shanghai',
      language: 'zh-hans',
      currentOrgId: 'o',
      extra: { 'X-JMS-ORG': 'explicit' },
    })
    expect(h['X-TZ']).toBe('Asia/Shanghai')
    expect(h['Accept-Language']).toBe('zh-hans')
    expect(h['X-JMS-ORG']).toBe('explicit')
  })
})

describe('HTTP-12 keep-alive timer', () => {
  it('runs the check 30 s after the last touch, each touch restarting the wait', async () => {
    vi.useFakeTimers()
    try {
      const check = vi.fn()
      const keepAlive = createKeepAlive(30_000, check)
      keepAlive.touch()
      await vi.advanceTimersByTimeAsync(29_000)
      keepAlive.touch()
      await vi.advanceTimersByTimeAsync(29_000)
      expect(check).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1_000)
      expect(check).toHaveBeenCalledTimes(1)
      expect(keepAlive.pending()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('list normalisation', () => {
  it('reads a bare array and a paginated body the same way', () => {
    expect(normaliseList([{ id: 1 }, { id: 2 }])).toEqual({ count: 2, next: null, previous: null, results: [{ id: 1 }, { id: 2 }] })
    expect(normaliseList({ count: 40, next: 'http://h/api?offset=15', previous: null, results: [{ id: 1 }] })).toEqual({
      count: 40,
      next: 'http://h/api?offset=15',
      previous: null,
      results: [{ id: 1 }],
    })
    expect(normaliseList(undefined)).toEqual({ count: 0, next: null, previous: null, results: [] })
  })
})

describe('MSG-02 site-message socket', () => {
  it('uses ws: or wss: like the page', () => {
    expect(socketUrl('/ws/notifications/site-msg/', { protocol: 'http:', host: 'h:8080' })).toBe('ws://h:8080/ws/notifications/site-msg/')
    expect(socketUrl('/ws/notifications/site-msg/', { protocol: 'https:', host: 'h' })).toBe('wss://h/ws/notifications/site-msg/')
  })
  it('reads unread_count from the pushed message', () => {
    expect(parseUnreadCount('{"type":"unread_count","unread_count":7}')).toBe(7)
    expect(parseUnreadCount({ unread_count: 0 })).toBe(0)
    expect(parseUnreadCount('nope')).toBeUndefined()
    expect(parseUnreadCount('{"unread_count":-1}')).toBeUndefined()
  })
})
