// Platforms (/assets/platforms; super only, ROUTE-ASSETS-08): built-in platforms are read-only. A Windows
// platform carries its RDP security mode and console flag in `meta`.
import { defineResource } from '../../components/resource/define'
import {
  assetsPlatformsCreate,
  assetsPlatformsList,
  assetsPlatformsRetrieve,
  assetsPlatformsUpdate,
} from '../../generated/operations/assets'
import { infoTab } from './shared'
import { RESOURCES } from '../identities'

const own = ({ row }: { row: { internal?: boolean } }) => !row.internal
const windows = (v: Record<string, unknown>) => v.base !== 'Windows'
const SECURITY = ['any', 'rdp', 'tls', 'nla'].map((value) => ({ value, display_name: value.toUpperCase() }))

const ops = { list: assetsPlatformsList, retrieve: assetsPlatformsRetrieve, create: assetsPlatformsCreate, update: assetsPlatformsUpdate }
/** Form-only fields: a Windows platform's `meta` shown as two fields (`clean` puts them back into `meta`). */
type MetaFields = 'security' | 'console'

export default defineResource<typeof RESOURCES.Platform, typeof ops, never, MetaFields>(RESOURCES.Platform, ops, {
  list: {
    columns: ['name', 'base', 'charset', { field: 'internal', kind: 'boolean' }, 'comment'],
    columnsShow: { min: ['name'], default: ['name', 'base', 'charset', 'internal', 'comment'] },
    import: false,
    bulkDelete: false,
    rowActions: { update: { can: own }, delete: { can: own } },
  },
  form: {
    layout: [
      ['assets.basic', ['name', 'base', 'charset']],
      ['assets.platformMeta', ['security', 'console']],
      ['assets.other', ['comment']],
    ],
    exclude: ['internal', 'meta'],
    overrides: {
      security: { meta: { type: 'choice', label: 'RDP security', choices: SECURITY }, labelKey: 'assets.rdpSecurity', hidden: windows },
      console: { meta: { type: 'boolean', label: 'Console' }, labelKey: 'assets.rdpConsole', hidden: windows },
    },
    initial: () => ({ base: 'Linux', charset: 'utf8', security: 'any', console: false }),
    fromObject: (o) => {
      const meta = (o.meta ?? {}) as Record<string, unknown>
      return { ...o, security: meta.security ?? 'any', console: Boolean(meta.console) }
    },
    clean: (body) => {
      const { security, console, ...rest } = body
      return { ...rest, meta: rest.base === 'Windows' ? { security, console } : {} }
    },
  },
  detail: {
    canUpdate: (o) => !o.internal,
    canDelete: (o) => !o.internal,
    tabs: [infoTab(['name', 'base', 'charset', 'internal', { field: 'meta', kind: 'json' }, 'comment'])],
  },
})
