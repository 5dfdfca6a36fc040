// openapi/components/common.yaml: the pieces every group shares (names fixed by the contract format).
import type { JsonObject } from './context.ts'
import { DATETIME_PATTERN } from './schemas.ts'

const errorDetail = (detail: string, code: string) => ({ detail, code })

export function commonComponents(): JsonObject {
  const fieldMeta: JsonObject = {
    type: 'object',
    description: 'How the server describes one serializer field in an OPTIONS answer (labels translated to the request language).',
    required: ['type', 'required', 'read_only'],
    properties: {
      type: {
        type: 'string',
        description: 'Field kind: `string`, `integer`, `float`, `boolean`, `choice`, `multiple choice`, `datetime`, `email`, `url`, `slug`, `regex`, `field` (related or read-only), `list`, `nested object`.',
      },
      required: { type: 'boolean' },
      default: { description: 'Literal default (string, number, boolean or list).' },
      read_only: { type: 'boolean' },
      label: { type: 'string' },
      help_text: { type: 'string' },
      min_length: { type: 'integer' },
      max_length: { type: 'integer' },
      min_value: { type: 'number' },
      max_value: { type: 'number' },
      write_only: { type: 'boolean' },
      child: { $ref: '#/schemas/OptionsFieldMeta' },
      children: { type: 'object', additionalProperties: { $ref: '#/schemas/OptionsFieldMeta' } },
      choices: {
        type: 'array',
        items: {
          type: 'object',
          required: ['value', 'display_name'],
          properties: { value: { description: 'The value to send (string or integer).' }, display_name: { type: 'string' } },
        },
      },
      filter: { type: 'boolean', description: 'GET only: the list can be filtered by this field (`?<field>=`).' },
      order: { type: 'boolean', description: 'GET only: the list can be ordered by this field (`?order=`).' },
    },
  }
  const treeNode: JsonObject = {
    type: 'object',
    description:
      'A zTree node. Asset-node trees use the node **key** (`1:2`) as `id` and put the node UUID in `meta.data.id`; ' +
      'asset leaves use the asset UUID as `id`, `meta.type: asset`; application trees use `applications`, ' +
      '`applications_<category>`, `applications_<type>` ids for the grouping nodes and the application UUID for leaves.',
    required: ['id', 'name', 'title', 'pId', 'isParent', 'open'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string', description: 'Shown text; node trees append the asset count, `Default (3)`.' },
      title: { type: 'string' },
      pId: { type: 'string', description: 'Parent id (`""` for a root).' },
      isParent: { type: 'boolean' },
      open: { type: 'boolean' },
      iconSkin: { type: 'string', description: 'Icon class (`linux`, `windows`, `file`, `database`, `chrome`, `cloud`, ...).' },
      nocheck: { type: 'boolean' },
      chkDisabled: { type: 'boolean', description: 'Asset leaves: true when the asset is inactive.' },
      valid: { type: 'boolean', description: 'Command-storage tree only: false for a storage that cannot be reached.' },
      comment: { type: 'string' },
      meta: {
        type: 'object',
        description: 'Kind of node and the data the console needs (`node`: `{id, key, value}`; `asset`: `{id, hostname, ip, protocols, platform, org_name}`).',
        properties: {
          type: { type: 'string', description: '`node`, `asset`, `application`, `category`, `type`, `applications_root`.' },
          data: { type: 'object', additionalProperties: true },
        },
        additionalProperties: true,
      },
    },
  }
  return {
    schemas: {
      Datetime: {
        type: 'string',
        format: 'jms-datetime',
        pattern: DATETIME_PATTERN,
        description: 'Date and time as the server writes it: `%Y/%m/%d %H:%M:%S %z`, in the `X-TZ` time zone. Input also accepts ISO-8601.',
        example: '2026/11/23 03:09:48 +0800',
      },
      ErrorDetail: {
        type: 'object',
        description: 'A single error. JumpServer adds `code` to DRF errors.',
        required: ['detail'],
        properties: { detail: { type: 'string' }, code: { type: 'string' } },
        example: errorDetail('Authentication credentials were not provided.', 'not_authenticated'),
      },
      FieldErrors: {
        type: 'object',
        description: 'Validation errors: field name → messages; `non_field_errors` for errors of the whole object.',
        properties: { non_field_errors: { type: 'array', items: { type: 'string' } } },
        additionalProperties: { type: 'array', items: {} },
        example: { name: ['This field is required.'] },
      },
      ErrorMessage: {
        type: 'object',
        description: 'Error answered by views that do not raise DRF exceptions.',
        required: ['error'],
        properties: { error: { type: 'string' }, msg: { type: 'string' } },
        example: { error: 'Code is invalid' },
      },
      MsgMessage: {
        type: 'object',
        description: 'Plain message answered by some views (success or error depending on the status).',
        required: ['msg'],
        properties: { msg: { type: 'string' } },
        example: { msg: 'success' },
      },
      OptionsMetadata: {
        type: 'object',
        description:
          'OPTIONS answer: the view name, renderers, parsers and, per method the user may call (GET, POST, PUT, PATCH), the fields of its serializer. GET fields carry `filter`/`order` flags.',
        required: ['name', 'description', 'renders', 'parses'],
        properties: {
          name: { type: 'string', description: 'View name plus ` List` (list route) or ` Instance` (detail route).' },
          description: { type: 'string' },
          renders: { type: 'array', items: { type: 'string' } },
          parses: { type: 'array', items: { type: 'string' } },
          actions: {
            type: 'object',
            additionalProperties: { type: 'object', additionalProperties: { $ref: '#/schemas/OptionsFieldMeta' } },
          },
        },
      },
      OptionsFieldMeta: fieldMeta,
      TreeNode: treeNode,
      CeleryTask: {
        type: 'object',
        description: 'A started background task; follow its log with the `/ws/ops/tasks/log/` websocket.',
        required: ['task'],
        properties: { task: { type: 'string', description: 'Celery task id.' } },
        example: { task: '6f3b1c52-8d4e-4a71-9b0e-2c5d7a9e1f01' },
      },
      ExportFile: {
        type: 'string',
        description: 'CSV export: UTF-8 with a BOM, `\\r\\n` line ends, translated column titles (`*` marks required columns).',
      },
      ExportBinary: { type: 'string', format: 'binary', description: 'Excel workbook export (one sheet).' },
      RenderToJsonResult: {
        type: 'object',
        description: 'Import preview: `[column title, field name]` pairs and the parsed rows (empty cells dropped).',
        required: ['title', 'data'],
        properties: {
          title: { type: 'array', items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'string' } } },
          data: {
            description: 'Parsed rows; `{}` when the file was empty.',
            oneOf: [{ type: 'array', items: { type: 'object', additionalProperties: true } }, { type: 'object', maxProperties: 0 }],
          },
        },
      },
    },
    parameters: {
      Id: { name: 'id', in: 'path', required: true, description: 'Object id (UUID).', schema: { type: 'string', format: 'uuid' } },
      Offset: { name: 'offset', in: 'query', required: false, description: 'Rows to skip (only with `limit`).', schema: { type: 'integer', minimum: 0 } },
      Limit: {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'Page size. Without it the list is NOT paginated and the body is a bare array.',
        schema: { type: 'integer', minimum: 1 },
      },
      Search: { name: 'search', in: 'query', required: false, description: 'Case-insensitive text searched by the view.', schema: { type: 'string' } },
      Order: {
        name: 'order',
        in: 'query',
        required: false,
        description: 'Sort by a field, `-` prefix for descending. The view names no ordering fields, so any readable field backed by a model field is accepted.',
        schema: { type: 'string' },
      },
      FieldsSize: {
        name: 'fields_size',
        in: 'query',
        required: false,
        description: 'Trim the fields: `mini` keeps `x-fields-mini`, `small` keeps `x-fields-small` of the response schema (the rows then have only those fields, whatever the schema lists as required). `?fields=a,b` / `?fields!=a,b` keep or drop named fields the same way.',
        schema: { type: 'string', enum: ['mini', 'small'] },
      },
      Spm: {
        name: 'spm',
        in: 'query',
        required: false,
        description: 'Restrict to the ids cached by `POST /api/v1/common/resources/cache/`; an unknown or expired value gives an empty list.',
        schema: { type: 'string', format: 'uuid' },
      },
      Ids: { name: 'ids', in: 'query', required: false, description: 'Comma-separated ids (`id__in`).', schema: { type: 'string' } },
      ExportFormat: {
        name: 'format',
        in: 'query',
        required: false,
        description: 'Export instead of JSON: `csv` (text/csv) or `xlsx` (application/xlsx). Up to 10000 rows.',
        schema: { type: 'string', enum: ['csv', 'xlsx'] },
      },
      ExportTemplate: {
        name: 'template',
        in: 'query',
        required: false,
        description: 'Export columns: `export` (default: readable fields), `import` (writable fields without `id`, first row only), `update` (writable fields with `id`).',
        schema: { type: 'string', enum: ['import', 'update', 'export'] },
      },
      DateFrom: {
        name: 'date_from',
        in: 'query',
        required: false,
        description: 'Lower bound (inclusive) of the date-range field; ISO-8601 or `2026/11/23 03:09:48 +0800`.',
        schema: { type: 'string' },
      },
      DateTo: { name: 'date_to', in: 'query', required: false, description: 'Upper bound (inclusive) of the date-range field.', schema: { type: 'string' } },
      OrgHeader: {
        name: 'X-JMS-ORG',
        in: 'header',
        required: false,
        description: 'Organization of the request (`DEFAULT`, `ROOT` or an org id); an unknown id falls back to the Default org. `?oid=` wins over it.',
        schema: { type: 'string' },
        example: '00000000-0000-0000-0000-000000000002',
      },
      Oid: { name: 'oid', in: 'query', required: false, description: 'Organization id; overrides `X-JMS-ORG`.', schema: { type: 'string' } },
      TzHeader: {
        name: 'X-TZ',
        in: 'header',
        required: false,
        description: 'Time zone (IANA name) in which datetimes are rendered.',
        schema: { type: 'string' },
        example: 'Asia/Shanghai',
      },
    },
    responses: {
      BadRequest: {
        description: 'Invalid request: field errors, or a single error with a code.',
        content: {
          'application/json': {
            schema: { oneOf: [{ $ref: '#/schemas/FieldErrors' }, { $ref: '#/schemas/ErrorDetail' }] },
            examples: {
              fields: { summary: 'Field errors', value: { name: ['This field is required.'] } },
              detail: { summary: 'Single error', value: errorDetail('Is referenced by other objects and cannot be deleted', 'referenced_by_others') },
            },
          },
        },
      },
      Unauthorized: {
        description: 'Not signed in (no valid session, token or access key).',
        headers: { 'WWW-Authenticate': { $ref: '#/headers/WWWAuthenticate' } },
        content: {
          'application/json': {
            schema: { $ref: '#/schemas/ErrorDetail' },
            example: errorDetail('Authentication credentials were not provided.', 'not_authenticated'),
          },
        },
      },
      Forbidden: {
        description: 'Signed in, but the role in the current organization does not allow this.',
        content: {
          'application/json': {
            schema: { $ref: '#/schemas/ErrorDetail' },
            example: errorDetail('You do not have permission to perform this action.', 'permission_denied'),
          },
        },
      },
      NotFound: {
        description: 'One of the objects named in the path does not exist in the current organization (`<Model> object does not exist.`).',
        content: {
          'application/json': {
            schema: { $ref: '#/schemas/ErrorDetail' },
            example: errorDetail('Asset object does not exist.', 'object_does_not_exist'),
          },
        },
      },
      MethodNotAllowed: {
        description: 'The view refuses this method.',
        content: {
          'application/json': {
            schema: { $ref: '#/schemas/ErrorDetail' },
            example: errorDetail('Method "DELETE" not allowed.', 'method_not_allowed'),
          },
        },
      },
      BulkDestroyRefused: {
        description:
          'Bulk delete refused because the filters do not restrict the rows (send `?spm=` or `?ids=`): status 400 with an EMPTY body.',
      },
      NoContent: { description: 'Done; no body.' },
    },
    headers: {
      WWWAuthenticate: {
        description: 'Authentication scheme the server expects (`Sign` or `Bearer`).',
        schema: { type: 'string' },
        example: 'Sign access_key_id:Signature',
      },
      ContentDisposition: {
        description: 'Download name of an export, `attachment; filename="<model>_<YYYY-MM-DD_HH-MM-SS>.<csv|xlsx>"`.',
        schema: { type: 'string' },
        example: 'attachment; filename="usergroup_2026-11-23_03-09-48.csv"',
      },
    },
  }
}

