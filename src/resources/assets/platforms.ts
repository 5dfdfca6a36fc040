// Platforms (/assets/platforms; super only, ROUTE-ASSETS-08): built-in platforms are read-only. A Windows
// platform carries its RDP security mode and console flag in `meta`.
import type { ResourceConfig, Row } from '../../components/resource/types'
import { PLATFORMS_URL, infoTab } from './shared'

const own = ({ row }: { row: Row }) => !row.internal
const windows = (v: Record<string, unknown>) => v.base !== 'Windows'
const SECURITY = ['any', 'rdp', 'tls', 'nla'].map((value) => ({ value, display_name: value.toUpperCase() }))

const platforms: ResourceConfig = {
  name: 'Platform',
  path: '/assets/platforms',
  url: PLATFORMS_URL,
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
}

export default platforms
