// Cloud accounts (/xpack/cloud/account, licence): a provider and its credentials — the `attrs` shape depends on
// the provider (ENT-25) — tested from the list and the detail. Over 80 lines: the credential shapes of the twelve
// providers are listed here.
import { defineResource } from '../../components/resource/define'
import {
  xpackCloudAccountsCreate,
  xpackCloudAccountsList,
  xpackCloudAccountsRetrieve,
  xpackCloudAccountsTestConnective,
  xpackCloudAccountsUpdate,
} from '../../generated/operations/xpack'
import { request, requestOf, type BodyOf, type FieldOf } from '../../http/operation'
import {
  variantClean,
  variantFromObject,
  variantInitial,
  variantNames,
  variantOverrides,
  type VariantField,
  type Variants,
} from '../terminal/variants'
import { KeyFileInput } from './KeyFileInput'
import { idOf } from '../shared'
import { RESOURCES } from '../identities'

type AccountBody = BodyOf<typeof xpackCloudAccountsCreate>
/** A credential's key: a field of one of the contract's `attrs` variants. */
type AttrKey = FieldOf<NonNullable<AccountBody['attrs']>>
type Field = VariantField<AttrKey>

// Credential fields per provider as the platform's console of that release names them; secrets are write-only.
const keyId: Field = { key: 'access_key_id', labelKey: 'xpack.cloud.accessKeyId', required: true }
const keySecret: Field = { key: 'access_key_secret', labelKey: 'xpack.cloud.accessKeySecret', required: true, secret: true }
const endpoint: Field = { key: 'api_endpoint', labelKey: 'xpack.cloud.apiEndpoint', required: true, helpKey: 'xpack.cloud.apiEndpointHelp' }
const keys = [keyId, keySecret]
const keysAndEndpoint = [keyId, keySecret, endpoint]
const azure: Field[] = [
  { key: 'client_id', labelKey: 'xpack.cloud.clientId', required: true },
  { key: 'client_secret', labelKey: 'xpack.cloud.clientSecret', required: true, secret: true },
  { key: 'tenant_id', labelKey: 'xpack.cloud.tenantId', required: true },
  { key: 'subscription_id', labelKey: 'xpack.cloud.subscriptionId', required: true },
]
// Fields are laid out in the order they first appear below; each provider's own order is kept by that.
const attrs: Variants<AttrKey, NonNullable<AccountBody['provider']>, 'attrs', FieldOf<AccountBody>> = {
  container: 'attrs',
  by: 'provider',
  shapes: {
    aliyun: keys,
    aws_international: keys,
    aws_china: keys,
    huaweicloud: keys,
    qcloud: keys,
    azure,
    azure_international: azure,
    vmware: [
      { key: 'host', labelKey: 'xpack.cloud.host', required: true },
      { key: 'port', labelKey: 'xpack.cloud.port', type: 'integer', default: 443 },
      { key: 'username', labelKey: 'xpack.cloud.username', required: true },
      { key: 'password', labelKey: 'xpack.cloud.password', required: true, secret: true },
    ],
    huaweicloud_private: [
      { key: 'sc_username', labelKey: 'xpack.cloud.scUsername', required: true },
      { key: 'sc_password', labelKey: 'xpack.cloud.scPassword', required: true, secret: true },
      { key: 'domain_name', labelKey: 'xpack.cloud.domainName', required: true },
      { key: 'oc_username', labelKey: 'xpack.cloud.ocUsername', required: true },
      { key: 'oc_password', labelKey: 'xpack.cloud.ocPassword', required: true, secret: true },
      endpoint,
    ],
    nutanix: keysAndEndpoint,
    qingcloud_private: keysAndEndpoint,
    gcp: [
      {
        key: 'service_account_key',
        labelKey: 'xpack.cloud.serviceAccountKey',
        type: 'json',
        required: true,
        secret: true,
        helpKey: 'xpack.cloud.serviceAccountKeyHelp',
        component: KeyFileInput,
      },
    ],
  },
}
const test = (o: { id: string }) => ({ path: { id: idOf(o) } })

export default defineResource(
  RESOURCES.CloudAccount,
  {
    list: xpackCloudAccountsList,
    retrieve: xpackCloudAccountsRetrieve,
    create: xpackCloudAccountsCreate,
    update: xpackCloudAccountsUpdate,
  },
  {
    list: {
      columns: ['name', 'provider', { field: 'validity', kind: 'boolean' }, 'comment', 'created_by', 'date_created'],
      columnsShow: { min: ['name'] },
      import: false,
      // the contract has no bulk delete of these lists (the platform's console offers none): rows are deleted one by one
      bulkDelete: false,
      rowActions: {
        extras: [
          {
            name: 'test',
            labelKey: 'terminal.testConnection',
            order: 5,
            run: async ({ row, notify, reload }) => {
              await request(xpackCloudAccountsTestConnective, test(row))
              notify('terminal.testSucceeded')
              reload()
            },
          },
        ],
      },
    },
    form: {
      layout: [
        ['xpack.basic', ['name', 'provider']],
        ['xpack.cloud.credentials', variantNames(attrs)],
        ['xpack.other', ['comment']],
      ],
      overrides: { ...variantOverrides(attrs), provider: { disabled: (_, c) => c.mode === 'update' } },
      initial: () => ({ ...variantInitial(attrs), provider: 'aliyun' }),
      fromObject: (object) => variantFromObject(attrs, object),
      clean: (body, ctx) =>
        variantClean(attrs, ctx.mode === 'update' && ctx.object ? { ...body, provider: ctx.object.provider } : body, ctx),
      // the platform reads `attrs` with the serializer of the provider the query names, as for applications' `?type=`
      submitQuery: (body) => ({ provider: String(body.provider) }),
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: ['name', 'provider', 'validity', 'created_by', 'date_created', 'comment'],
          quickActions: [
            {
              name: 'test',
              kind: 'button',
              titleKey: 'terminal.testConnection',
              labelKey: 'terminal.test',
              successKey: 'terminal.testSucceeded',
              request: (o) => requestOf(xpackCloudAccountsTestConnective, test(o)),
            },
          ],
        },
      ],
    },
  },
)
