// @vitest-environment node
// The Prism contract mock (npm run mock:prism) answers documented requests with contract-valid bodies taken from
// the examples, and refuses requests that violate the contract with the platform's 400 and its DRF error body
// (the proxy of scripts/prism.ts builds it from Prism's violations).
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundlePath } from './contract/run.ts'
import { ContractValidator } from './contract/validate.ts'
import { drfValidationBody, startPrism, type RunningPrism } from './prism.ts'

let prism: RunningPrism
let base = ''
let validator: ContractValidator
const auth = { Cookie: 'sessionid=prism-smoke; csrftoken=prism-smoke', 'X-CSRFToken': 'prism-smoke' }

beforeAll(async () => {
  prism = await startPrism(0, 'ignore')
  base = prism.url
  validator = new ContractValidator(JSON.parse(fs.readFileSync(bundlePath, 'utf8')))
}, 120_000)

afterAll(async () => {
  await prism?.close()
})

describe('Prism contract mock (npm run mock:prism)', () => {
  it('answers a documented request with a body that conforms to the contract', async () => {
    const res = await fetch(`${base}/api/v1/users/groups/?limit=15&offset=0`, { headers: auth })
    expect(res.status).toBe(200)
    const body = await res.json()
    const op = validator.find('GET', '/api/v1/users/groups/')
    expect(op?.operationId).toBe('usersGroupsList')
    expect(validator.validateResponse(op!, res.status, res.headers.get('content-type'), body)).toEqual([])
  })

  it('refuses a request that violates the contract with the 400 body the platform gives: {field: [message]}', async () => {
    const post = (body: string) =>
      fetch(`${base}/api/v1/users/groups/`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body })
    const bad = await post(JSON.stringify({ name: 12345, users: 'not-a-list' }))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ name: ['Not a valid string.'], users: ['Expected a list of items but got type "str".'] })
    const missing = await post('{}')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ name: ['This field is required.'] })
    const notJson = await post('{oops')
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).detail).toMatch(/^JSON parse error - /)
  })
})

describe('Prism violations → DRF errors', () => {
  it('maps body violations by field, rows of a list body by index, and leaves other violations to Prism', () => {
    const at = (...l: string[]) => ['request', 'body', ...l]
    expect(
      drfValidationBody(
        [
          { location: at('0', 'name'), code: 'maxLength', message: 'Request body property 0.name must NOT have more than 128 characters' },
          { location: at('1'), code: 'required', message: "Request body property 1 must have required property 'name'" },
          { location: at(), code: 'type', message: 'Request body must be object' },
          { location: at(), code: 'oneOf', message: 'Request body must match exactly one schema in oneOf' },
        ],
        [{ name: 'x'.repeat(200) }, {}],
      ),
    ).toEqual([{ name: ['Ensure this field has no more than 128 characters.'] }, { name: ['This field is required.'] }])
    expect(drfValidationBody([{ location: ['request', 'query', 'limit'], code: 'type', message: 'must be integer' }], undefined)).toBeNull()
  })
})
