// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleProblems, unusedComponents } from './lint.ts'

const op = (extra: Record<string, unknown> = {}) => ({
  operationId: 'usersGroupsList',
  tags: ['users'],
  responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array' }, example: [] } } } },
  ...extra,
})

describe('contract lint rules (scripts/contract/lint.ts)', () => {
  it('accepts a conforming document', () => {
    expect(bundleProblems({ tags: [{ name: 'users' }], paths: { '/api/v1/users/groups/': { get: op() } } })).toEqual([])
  })

  it('flags an /api/v1 path without a trailing slash unless the path item says so', () => {
    const doc = { tags: [{ name: 'users' }], paths: { '/api/v1/users/groups': { get: op() } } }
    expect(bundleProblems(doc)).toEqual(['/api/v1/users/groups: /api/v1 path without a trailing slash'])
    const allowed = { tags: [{ name: 'users' }], paths: { '/api/v1/xpack/license/detail': { 'x-no-trailing-slash': true, get: op() } } }
    expect(bundleProblems(allowed)).toEqual([])
  })

  it('flags responses without an example, duplicate operationIds and undeclared tags', () => {
    const noExample = op({ responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array' } } } } } })
    const doc = {
      tags: [{ name: 'users' }],
      paths: { '/api/v1/users/groups/': { get: noExample, post: op({ tags: ['nope'] }) } },
    }
    const problems = bundleProblems(doc)
    expect(problems).toContain('GET /api/v1/users/groups/ 200 application/json: no example')
    expect(problems).toContain('POST /api/v1/users/groups/: tag "nope" is not declared')
    expect(problems).toContain('POST /api/v1/users/groups/: operationId usersGroupsList also used by GET /api/v1/users/groups/')
  })

  it('finds components that nothing references, across files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-lint-'))
    fs.mkdirSync(path.join(dir, 'paths'))
    fs.mkdirSync(path.join(dir, 'components', 'schemas'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'openapi.yaml'), "paths:\n  /api/v1/x/:\n    $ref: './paths/x.yaml#/x'\n")
    fs.writeFileSync(
      path.join(dir, 'paths', 'x.yaml'),
      "x:\n  get:\n    parameters:\n      - $ref: '../components/common.yaml#/parameters/Limit'\n    responses:\n      '200':\n        content:\n          application/json:\n            schema:\n              $ref: '../components/schemas/x.yaml#/Used'\n",
    )
    fs.writeFileSync(path.join(dir, 'components', 'schemas', 'x.yaml'), 'Used:\n  type: object\nOrphan:\n  type: object\n')
    fs.writeFileSync(path.join(dir, 'components', 'common.yaml'), 'parameters:\n  Limit:\n    name: limit\n  Offset:\n    name: offset\n')
    expect(unusedComponents(dir).sort()).toEqual(['components/common.yaml#/parameters/Offset', 'components/schemas/x.yaml#/Orphan'])
  })
})
