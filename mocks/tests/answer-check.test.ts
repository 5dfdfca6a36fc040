// The e2e mock's contract check of its own answers (mocks/server/answerCheck.ts): a mismatch is written once per
// operation and field; a matching answer and a non-JSON answer write nothing.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { answerChecker } from '../server/answerCheck'

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
const groups = () => new Request('http://127.0.0.1/api/v1/users/groups/?limit=15&offset=0')
const lines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, string>)
    : []

describe('MOCK_CHECK_ANSWERS', () => {
  it('writes a mismatching answer once, with its operation, field and request', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'answers-')), 'mock.jsonl')
    const check = answerChecker(file)!
    check(groups(), json({ count: 'three', next: null, previous: null, results: [] }))
    check(groups(), json({ count: 'four', next: null, previous: null, results: [] }))
    await vi.waitFor(() => expect(lines(file)).toHaveLength(1))
    // a list answers a page or a bare array: the mismatch is explained by the page
    expect(lines(file)[0]).toMatchObject({
      operation: 'usersGroupsList',
      field: 'count',
      request: 'GET /api/v1/users/groups/?limit=15&offset=0',
    })
  })

  it('writes nothing for a matching answer, a failure or a file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'answers-')), 'mock.jsonl')
    const check = answerChecker(file)!
    check(groups(), json({ count: 0, next: null, previous: null, results: [] }))
    check(groups(), new Response(JSON.stringify({ detail: 'no' }), { status: 403, headers: { 'content-type': 'application/json' } }))
    check(new Request('http://127.0.0.1/api/v1/users/users/export/'), new Response('a,b', { headers: { 'content-type': 'text/csv' } }))
    // a later mismatch is written: the earlier answers were checked before it
    check(groups(), json({ count: 'x', next: null, previous: null, results: [] }))
    await vi.waitFor(() => expect(lines(file)).toHaveLength(1))
    expect(lines(file)[0].field).toBe('count')
  })

  it('is off without a file', () => {
    expect(answerChecker(undefined)).toBeUndefined()
  })
})
