// Issue 18: the response checks of the HTTP layer (development warnings, failed tests).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usersGroupsList, usersProfileRetrieve } from '../generated/operations/users'
import { contractRow } from '../test/contract'
import { urlOf } from './operation'
import { checkResponse, setResponseChecks, takeResponseProblems } from './responseCheck'

const G1 = '00000000-0000-4000-8000-000000000001'
const G2 = '00000000-0000-4000-8000-000000000002'
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results })
const group = (id: string, fields: Record<string, unknown> = {}) => ({ ...contractRow(usersGroupsList, { id, name: 'ops' }), ...fields })

afterEach(() => setResponseChecks('collect'))

describe('response checks', () => {
  it('pass a contract answer', async () => {
    checkResponse('GET', urlOf(usersGroupsList), page([group(G1), group(G2)]))
    expect(await takeResponseProblems()).toEqual([])
  })

  it('name the row field at fault once per operation and field, whichever rows carry it', async () => {
    checkResponse('GET', `${urlOf(usersGroupsList)}?limit=15`, page([group(G1, { name: 7 }), group(G2, { name: 8 })]))
    checkResponse('GET', urlOf(usersGroupsList), page([group(G1, { name: 9 })]))
    const problems = await takeResponseProblems()
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      operation: 'usersGroupsList',
      request: `GET ${urlOf(usersGroupsList)}?limit=15`,
      field: 'results.*.name',
    })
  })

  it('check a bare list (no pagination) the same way', async () => {
    checkResponse('GET', urlOf(usersGroupsList), [group(G1, { users_amount: 'many' })])
    expect((await takeResponseProblems()).map((p) => p.field)).toEqual(['*.users_amount'])
  })

  it('leave alone what the contract does not describe: trimmed fields, other paths, text', async () => {
    checkResponse('GET', `${urlOf(usersGroupsList)}?fields_size=mini`, [{ id: G1 }])
    checkResponse('GET', '/api/test/things/', { anything: true })
    checkResponse('GET', '/core/auth/login/', { anything: true })
    checkResponse('GET', urlOf(usersProfileRetrieve), 'plain text')
    expect(await takeResponseProblems()).toEqual([])
  })

  it('warn in the console in development, and do nothing when off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    setResponseChecks('warn')
    checkResponse('GET', urlOf(usersProfileRetrieve), contractRow(usersProfileRetrieve, { id: 42 }))
    await takeResponseProblems()
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^\[contract\] GET \/api\/v1\/users\/profile\/: id .* \(usersProfileRetrieve\)$/),
    ])
    setResponseChecks('off')
    checkResponse('GET', urlOf(usersProfileRetrieve), contractRow(usersProfileRetrieve, { id: 43, name: 5 }))
    await takeResponseProblems()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
