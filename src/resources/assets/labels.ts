// Labels (/assets/labels; ROUTE-ASSETS-09): list, create and update only — a label is a name:value pair put
// on assets.
import type { ResourceConfig } from '../../components/resource/types'
import { ASSETS_URL, LABELS_URL, assetLabel, pick } from './shared'

const labels: ResourceConfig = {
  name: 'Label',
  path: '/assets/labels',
  url: LABELS_URL,
  screens: ['list', 'create', 'update'],
  list: {
    columns: ['name', 'value', 'asset_count', 'category_display', { field: 'is_active', kind: 'boolean' }, 'comment', 'date_created'],
    columnsShow: { min: ['name', 'value'], default: ['name', 'value', 'asset_count', 'is_active', 'comment'] },
  },
  form: {
    layout: [['assets.basic', ['name', 'value', 'assets', 'is_active', 'comment']]],
    overrides: { assets: pick(ASSETS_URL, true, { optionLabel: assetLabel, labelKey: 'assets.assets' }) },
    initial: () => ({ assets: [], is_active: true }),
  },
}

export default labels
