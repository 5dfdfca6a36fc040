// @vitest-environment node
// scripts/contract-meta.ts: what the mock (and the console) read from the contract.
import { describe, expect, it } from 'vitest'
import { buildContractMeta } from '../../scripts/contract-meta'

const doc = {
  openapi: '3.0.3',
  paths: {
    '/api/v1/users/groups/': {
      parameters: [{ $ref: '#/components/parameters/OrgHeader' }],
      get: {
        operationId: 'usersGroupsList',
        tags: ['users'],
        'x-permission': ['IsOrgAdmin'],
        'x-jms-list': { search: ['name'], order: null, filter: ['name'], date_range: [], bulk_destroy: 'org' },
        parameters: [{ $ref: '#/components/parameters/Limit' }, { name: 'name', in: 'query', schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'list',
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    { $ref: '#/components/schemas/PaginatedUserGroupList' },
                    { type: 'array', items: { $ref: '#/components/schemas/UserGroup' } },
                  ],
                },
              },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
      post: {
        operationId: 'usersGroupsCreate',
        tags: ['users'],
        'x-permission': ['IsOrgAdmin'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  { $ref: '#/components/schemas/UserGroupRequest' },
                  { type: 'array', items: { $ref: '#/components/schemas/UserGroupRequest' } },
                ],
              },
            },
          },
        },
        responses: {
          '201': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/UserGroup' } } } },
        },
      },
      patch: {
        operationId: 'usersGroupsPartialBulkUpdate',
        tags: ['users'],
        requestBody: {
          content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/PatchedUserGroupRequest' } } } },
        },
        responses: { '400': { description: 'refused, empty body' } },
      },
    },
    '/api/v1/xpack/license/detail': {
      'x-no-trailing-slash': true,
      get: { operationId: 'xpackLicenseDetailRetrieve', tags: ['xpack'], 'x-source': 'inferred-from-client', responses: {} },
    },
  },
  components: {
    parameters: {
      OrgHeader: { name: 'X-JMS-ORG', in: 'header', schema: { type: 'string' } },
      Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } },
    },
    responses: {
      Unauthorized: { description: 'x', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDetail' } } } },
    },
    schemas: {
      Datetime: { type: 'string', format: 'jms-datetime' },
      ErrorDetail: { type: 'object', properties: { detail: { type: 'string' }, code: { type: 'string' } } },
      UserGroup: {
        type: 'object',
        required: ['id', 'name'],
        'x-serializer': 'users.serializers.group.UserGroupSerializer',
        'x-fields-mini': ['id', 'name'],
        'x-org-resource': true,
        properties: {
          id: { type: 'string', format: 'uuid', readOnly: true, title: 'ID' },
          name: { type: 'string', maxLength: 128, title: 'Name', 'x-label-zh': '名称', 'x-meta-type': 'string' },
          date_created: { allOf: [{ $ref: '#/components/schemas/Datetime' }], readOnly: true, nullable: true, title: 'Date created' },
          users: {
            type: 'array',
            items: { type: 'string', format: 'uuid' },
            'x-related-url': '/api/v1/users/users/',
            'x-meta-type': 'field',
          },
          kind: { type: 'string', enum: ['a', 'b'], 'x-enum-descriptions': ['A', 'B'], 'x-enum-descriptions-zh': ['甲', '乙'] },
          kind_display: { type: 'string', readOnly: true, 'x-display-of': 'kind' },
          stat: { $ref: '#/components/schemas/Stat' },
        },
      },
      Stat: { type: 'object', properties: { n: { type: 'integer' } } },
      UserGroupRequest: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', minLength: 1 }, password: { type: 'string', writeOnly: true } },
      },
      PatchedUserGroupRequest: { type: 'object', properties: { name: { type: 'string' } } },
      App: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['mysql', 'chrome'] },
          attrs: {
            oneOf: [{ $ref: '#/components/schemas/DBAttrs' }, { $ref: '#/components/schemas/ChromeAttrs' }],
            'x-discriminator': {
              propertyName: 'type',
              in: 'parent',
              mapping: { mysql: '#/components/schemas/DBAttrs', chrome: 'ChromeAttrs' },
            },
          },
        },
      },
      AppRequest: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          attrs: {
            anyOf: [{ $ref: '#/components/schemas/DBAttrs' }, { $ref: '#/components/schemas/ChromeAttrs' }],
            'x-discriminator': { propertyName: 'type', in: 'parent', mapping: { mysql: 'DBAttrs', chrome: 'ChromeAttrs' } },
          },
        },
      },
      Pet: {
        oneOf: [{ $ref: '#/components/schemas/DBAttrs' }, { $ref: '#/components/schemas/ChromeAttrs' }],
        discriminator: { propertyName: 'kind', mapping: { db: '#/components/schemas/DBAttrs' } },
      },
      DBAttrs: { type: 'object', required: ['host'], properties: { host: { type: 'string' } } },
      ChromeAttrs: { type: 'object', properties: { chrome_target: { type: 'string' } } },
      PaginatedUserGroupList: {
        type: 'object',
        properties: { count: { type: 'integer' }, results: { type: 'array', items: { $ref: '#/components/schemas/UserGroup' } } },
      },
    },
  },
}

describe('buildContractMeta', () => {
  const meta = buildContractMeta(doc as never)

  it('keys operations by method and path, with list semantics, permissions and parameters', () => {
    const list = meta.operations['GET /api/v1/users/groups/']
    expect(list).toMatchObject({
      operationId: 'usersGroupsList',
      tag: 'users',
      permission: ['IsOrgAdmin'],
      list: { search: ['name'], order: null, filter: ['name'], dateRange: [], bulkDestroy: 'org' },
    })
    expect(list.query).toEqual(['limit', 'name'])
    expect(list.responses['200']).toEqual({
      contentTypes: ['application/json', 'text/csv'],
      schema: 'UserGroup',
      array: true,
      paginated: true,
    })
    expect(list.responses['401'].schema).toBe('ErrorDetail')
  })

  it('reads request bodies: single-or-array (bulk create) and arrays (bulk update)', () => {
    expect(meta.operations['POST /api/v1/users/groups/'].request).toMatchObject({ schema: 'UserGroupRequest', arrayOrSingle: true })
    expect(meta.operations['PATCH /api/v1/users/groups/'].request).toMatchObject({ schema: 'PatchedUserGroupRequest', array: true })
    expect(meta.operations['PATCH /api/v1/users/groups/'].responses['400'].contentTypes).toEqual([])
  })

  it('marks xpack and no-trailing-slash operations', () => {
    expect(meta.operations['GET /api/v1/xpack/license/detail']).toMatchObject({
      xpack: true,
      noTrailingSlash: true,
      source: 'inferred-from-client',
      tag: 'xpack',
    })
  })

  it('flattens field metadata: labels, choices, related urls, display companions, datetimes, nested refs', () => {
    const s = meta.schemas.UserGroup
    expect(s).toMatchObject({
      serializer: 'users.serializers.group.UserGroupSerializer',
      fieldsMini: ['id', 'name'],
      orgResource: true,
      required: ['id', 'name'],
    })
    expect(Object.keys(s.fields)).toEqual(['id', 'name', 'date_created', 'users', 'kind', 'kind_display', 'stat'])
    expect(s.fields.name).toMatchObject({ type: 'string', label: 'Name', labelZh: '名称', maxLength: 128, metaType: 'string' })
    expect(s.fields.date_created).toMatchObject({ type: 'string', format: 'jms-datetime', readOnly: true, nullable: true })
    expect(s.fields.users).toMatchObject({ type: 'array', relatedUrl: '/api/v1/users/users/', items: { type: 'string', format: 'uuid' } })
    expect(s.fields.kind).toMatchObject({ enum: ['a', 'b'], enumLabels: ['A', 'B'], enumLabelsZh: ['甲', '乙'] })
    expect(s.fields.kind_display.displayOf).toBe('kind')
    expect(s.fields.stat).toEqual({ type: 'object', ref: 'Stat' })
    expect(meta.schemas.UserGroupRequest.fields.password.writeOnly).toBe(true)
  })

  it('reads polymorphic fields from oneOf or anyOf, with x-discriminator (in parent) or discriminator', () => {
    const variants = { type: 'object', oneOf: ['DBAttrs', 'ChromeAttrs'] }
    const mapping = { mysql: 'DBAttrs', chrome: 'ChromeAttrs' }
    expect(meta.schemas.App.fields.attrs).toEqual({ ...variants, discriminator: { propertyName: 'type', in: 'parent', mapping } })
    expect(meta.schemas.AppRequest.fields.attrs).toEqual({ ...variants, discriminator: { propertyName: 'type', in: 'parent', mapping } })
    expect(meta.schemas.Pet).toMatchObject({
      oneOf: ['DBAttrs', 'ChromeAttrs'],
      discriminator: { propertyName: 'kind', mapping: { db: 'DBAttrs' } },
    })
    expect(meta.schemas.Pet.discriminator).not.toHaveProperty('in')
  })
})
