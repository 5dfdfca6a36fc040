// @vitest-environment node
// `explainResponse` (the cause-by-cause check behind `npm run contract:verify`) on a small hand-written contract:
// a failed oneOf is one issue explained by its closest branch, the same problem in many rows is one summary that
// counts them, and `validateResponse` keeps listing Ajv's errors as before.
import { describe, expect, it } from 'vitest'
import { ContractValidator, describeSummary, summarizeIssues } from './validate.ts'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

const doc = {
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: {
    '/api/v1/things/': {
      get: {
        operationId: 'things_list',
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { oneOf: [ref('PaginatedThingList'), { type: 'array', items: ref('Thing') }] } } },
          },
          '403': { description: 'no' },
        },
      },
    },
    '/api/v1/shapes/': {
      get: {
        operationId: 'shapes_list',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: ref('Shape') } } } } },
      },
    },
  },
  components: {
    schemas: {
      PaginatedThingList: {
        type: 'object',
        required: ['count', 'next', 'previous', 'results'],
        properties: {
          count: { type: 'integer' },
          next: { type: 'string', nullable: true },
          previous: { type: 'string', nullable: true },
          results: { type: 'array', items: ref('Thing') },
        },
      },
      Thing: {
        type: 'object',
        required: ['id', 'kind', 'action', 'attrs'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          kind: { type: 'string', enum: ['db', 'web'] },
          action: { type: 'string', enum: ['create', 'update', 'delete'] },
          attrs: {
            oneOf: [ref('DbAttrs'), ref('WebAttrs')],
            'x-discriminator': { propertyName: 'kind', in: 'parent', mapping: { db: 'DbAttrs', web: 'WebAttrs' } },
          },
          when: { allOf: [ref('Datetime')], nullable: true },
        },
      },
      DbAttrs: {
        type: 'object',
        required: ['host', 'port', 'database'],
        properties: { host: { type: 'string' }, port: { type: 'integer' }, database: { type: 'string' } },
      },
      WebAttrs: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
      Datetime: { type: 'string', pattern: '^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2} [+-]\\d{4}$', format: 'jms-datetime' },
      Shape: {
        oneOf: [ref('Circle'), ref('Polygon')],
      },
      Circle: { type: 'object', required: ['radius'], properties: { radius: { type: 'number' } } },
      Polygon: {
        type: 'object',
        required: ['points', 'closed', 'fill'],
        properties: { points: { type: 'array' }, closed: { type: 'boolean' }, fill: { type: 'string' } },
      },
    },
  },
}

const validator = new ContractValidator(doc, true)
const op = (path: string) => validator.operations.find((o) => o.pathTemplate === path)!

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  kind: 'db',
  action: 'create',
  attrs: { host: 'h', port: 3306, database: 'd' },
  ...extra,
})

function lines(body: unknown, path = '/api/v1/things/'): string[] {
  const found = validator.explainResponse(op(path), 200, 'application/json', body)
  return summarizeIssues(found.issues, body).map(describeSummary)
}

describe('explainResponse', () => {
  it('finds nothing in a conforming page or bare array', () => {
    expect(lines({ count: 2, next: null, previous: null, results: [row(1), row(2)] })).toEqual([])
    expect(lines([row(1)])).toEqual([])
  })

  it('reports a page problem through the page branch, not the bare-array one', () => {
    expect(lines({ next: null, previous: null, results: [row(1)] })).toEqual(["(body) must have required property 'count'"])
  })

  it('reports a oneOf failure once per place, through the branch the discriminator names, with the rows counted', () => {
    const body = { count: 3, next: null, previous: null, results: [row(1, { attrs: {} }), row(2, { attrs: {}, kind: 'web' }), row(3)] }
    const out = lines(body)
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(
      /^\/results\/\*\/attrs matches none of its 2 oneOf branches; closest DbAttrs \(kind "db"\): must have required properties 'host', 'port', 'database' \(2 of 3 rows\)$/,
    )
  })

  it('picks the branch with fewest differences when there is no discriminator', () => {
    const out = lines([{}], '/api/v1/shapes/')
    expect(out).toEqual(["/* matches none of its 2 oneOf branches; closest Circle: must have required property 'radius' (1 of 1 row)"])
  })

  it('collapses an enum problem repeated across rows into one line with the values seen', () => {
    const body = [row(1, { action: 'add' }), row(2), row(3, { action: 'remove' }), row(4, { action: 'add' })]
    expect(lines(body)).toEqual(['/*/action must be one of "create", "update", "delete" (got "add", "remove"; 3 of 4 rows)'])
  })

  it('says a format problem once (not once for the pattern and once for the format), with the value', () => {
    expect(lines([row(1, { when: '2021-01-01 08:00:00' })])).toEqual([
      '/*/when must match format "jms-datetime" (got "2021-01-01 08:00:00"; 1 of 1 row)',
    ])
    expect(lines([row(1, { when: null })])).toEqual([])
  })

  it('names a renamed field on both sides, each once', () => {
    const { action: _action, ...renamed } = row(1)
    const out = lines([
      { ...renamed, verb: 'create' },
      { ...renamed, verb: 'create' },
    ])
    expect(out).toEqual([
      "/* must have required property 'action' (2 of 2 rows)",
      '/* must NOT have additional property "verb" (2 of 2 rows)',
    ])
  })

  it('tells the named schema a problem sits in, so operations can share a cause', () => {
    const found = validator.explainResponse(op('/api/v1/things/'), 200, 'application/json', [row(1, { kind: 'file' })])
    expect(found.issues.map((i) => [i.schema, i.schemaPath, i.key])).toEqual([['Thing', 'kind', 'enum']])
  })

  it('reports an undocumented status or media type as a problem, not as issues', () => {
    expect(validator.explainResponse(op('/api/v1/things/'), 404, 'application/json', {}).problem).toBe(
      'status 404 is not documented (documented: 200, 403)',
    )
    expect(validator.explainResponse(op('/api/v1/things/'), 200, 'text/html', '<html>').problem).toMatch(
      /content type "text\/html" is not documented/,
    )
  })

  it('keeps validateResponse as it was: every Ajv error, one line each', () => {
    const problems = validator.validateResponse(op('/api/v1/things/'), 200, 'application/json', [row(1, { attrs: {} })])
    expect(problems.length).toBeGreaterThan(3)
    expect(problems.every((p) => p.where === 'GET /api/v1/things/ → 200')).toBe(true)
  })
})
