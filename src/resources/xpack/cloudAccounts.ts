// Cloud accounts (/xpack/cloud/account, licence): a provider and its credentials — the `attrs` shape depends on
// the provider (ENT-25) — tested from the list and the detail.
import type { QuickActionSpec, ResourceConfig, Row } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { variantClean, variantFromObject, variantInitial, variantNames, variantOverrides, type VariantField, type Variants } from '../terminal/variants'
import { CLOUD_ACCOUNTS_URL, idOf } from './shared'

const keys: VariantField[] = [
  { key: 'access_key_id', labelKey: 'xpack.cloud.accessKeyId', required: true },
  { key: 'access_key_secret', labelKey: 'xpack.cloud.accessKeySecret', required: true, secret: true },
]
const azure: VariantField[] = [
  { key: 'client_id', labelKey: 'xpack.cloud.clientId', required: true },
  { key: 'client_secret', labelKey: 'xpack.cloud.clientSecret', required: true, secret: true },
  { key: 'tenant_id', labelKey: 'xpack.cloud.tenantId', required: true },
  { key: 'subscription_id', labelKey: 'xpack.cloud.subscriptionId', required: true },
]
const attrs: Variants = {
  container: 'attrs',
  by: 'provider',
  shapes: {
    aliyun: keys, aws_international: keys, aws_china: keys, huaweicloud: keys, qcloud: keys,
    azure, azure_international: azure,
    vmware: [
      { key: 'api_endpoint', labelKey: 'xpack.cloud.apiEndpoint', required: true },
      { key: 'username', labelKey: 'xpack.cloud.username', required: true },
      { key: 'password', labelKey: 'xpack.cloud.password', required: true, secret: true },
    ],
  },
}
const test = (o: Row) => ({ url: `${CLOUD_ACCOUNTS_URL}${idOf(o)}/test-connective/`, method: 'GET' as const })
const testAction: QuickActionSpec = { name: 'test', kind: 'button', titleKey: 'terminal.testConnection', labelKey: 'terminal.test', successKey: 'terminal.testSucceeded', request: test }

const cloudAccounts: ResourceConfig = {
  name: 'CloudAccount',
  path: '/xpack/cloud/account',
  url: CLOUD_ACCOUNTS_URL,
  list: {
    columns: ['name', 'provider', { field: 'validity', kind: 'boolean' }, 'comment', 'created_by', 'date_created'],
    columnsShow: { min: ['name'] },
    import: false,
    rowActions: {
      extras: [{ name: 'test', labelKey: 'terminal.testConnection', order: 5, run: async ({ row, notify, reload }) => {
        await httpRequest(test(row))
        notify('terminal.testSucceeded')
        reload()
      } }],
    },
  },
  form: {
    layout: [['xpack.basic', ['name', 'provider']], ['xpack.cloud.credentials', variantNames(attrs)], ['xpack.other', ['comment']]],
    overrides: { ...variantOverrides(attrs), provider: { disabled: (_, c) => c.mode === 'update' } },
    initial: () => ({ ...variantInitial(attrs), provider: 'aliyun' }),
    fromObject: (object) => variantFromObject(attrs, object),
    clean: (body, ctx) => variantClean(attrs, ctx.mode === 'update' && ctx.object ? { ...body, provider: ctx.object.provider } : body, ctx),
  },
  detail: {
    tabs: [{
      name: 'info',
      titleKey: 'detail.basicInfo',
      kind: 'info',
      items: ['name', 'provider', 'validity', 'created_by', 'date_created', 'comment'],
      quickActions: [testAction],
    }],
  },
}

export default cloudAccounts
