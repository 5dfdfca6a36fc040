// Labels (/assets/labels; ROUTE-ASSETS-09): list, create and update only — a label is a name:value pair put
// on assets.
import { defineResource, pickFrom } from '../../components/resource/define'
import {
  assetsAssetsList,
  assetsLabelsCreate,
  assetsLabelsList,
  assetsLabelsRetrieve,
  assetsLabelsUpdate,
} from '../../generated/operations/assets'
import { assetLabel, MINI } from '../shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.Label,
  { list: assetsLabelsList, retrieve: assetsLabelsRetrieve, create: assetsLabelsCreate, update: assetsLabelsUpdate },
  {
    list: {
      columns: ['name', 'value', 'asset_count', 'category_display', { field: 'is_active', kind: 'boolean' }, 'comment', 'date_created'],
      columnsShow: { min: ['name', 'value'], default: ['name', 'value', 'asset_count', 'is_active', 'comment'] },
    },
    form: {
      layout: [['assets.basic', ['name', 'value', 'assets', 'is_active', 'comment']]],
      overrides: {
        assets: pickFrom(assetsAssetsList, { multiple: true, query: MINI, optionLabel: assetLabel, labelKey: 'assets.assets' }),
      },
      initial: () => ({ assets: [], is_active: true }),
    },
  },
)
