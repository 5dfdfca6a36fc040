// The asset list with the node tree beside it (issue 8): choosing a node lists the assets of that node and its
// descendants (or only its own with the switch); selected assets can be added to, moved to or removed from it.
// Asset rows can also be dragged onto any node of the tree (one row, or all selected rows when a selected one is
// dragged): a dialog offers to move them there or add them to it. Afterwards the list reloads without the
// selection and the tree asks for its counts again.
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canAdminInOrg } from '../../components/env/access'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { ListPage } from '../../components/list/ListPage'
import { PageFrame } from '../../components/common/PageFrame'
import type { BulkActionSpec, ListConfig, ResourceConfig } from '../../components/resource/types'
import type { TableController } from '../../components/table/useTable'
import type { assetsAssetsList } from '../../generated/operations/assets'
import type { QueryValues } from '../../http/operation'
import { AssetDropDialog, putNodeAssets, type AssetDrop } from './AssetDropDialog'
import { ASSET_DRAG_TYPE, AssetNodeTree, type PickedNode } from './AssetNodeTree'

function nodeAction(node: PickedNode, name: 'add' | 'replace' | 'remove', labelKey: string, after: () => void): BulkActionSpec {
  return {
    name: `node-${name}`,
    labelKey,
    has: ({ env }) => canAdminInOrg(env),
    run: async ({ ids, reload, notify, clearSelection }) => {
      await putNodeAssets(node, name, ids.map(String))
      notify('assets.nodeAssetsUpdated', 'success', { name: node.value })
      clearSelection()
      reload()
      after()
    },
  }
}

export default function AssetListPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [node, setNode] = useState<PickedNode | null>(null)
  const [onlyOwn, setOnlyOwn] = useState(false)
  const [drop, setDrop] = useState<AssetDrop | null>(null)
  const [counts, setCounts] = useState(0)
  const table = useRef<TableController | null>(null)
  const editable = canAdminInOrg(env)
  const bound = useMemo<ResourceConfig>(() => {
    const list = config.list ?? { columns: ['hostname'] }
    const recount = () => setCounts((n) => n + 1)
    const rowDrag: ListConfig['rowDrag'] = { type: ASSET_DRAG_TYPE, has: ({ env: e }) => canAdminInOrg(e) }
    if (!node) return { ...config, list: { ...list, rowDrag } }
    return {
      ...config,
      list: {
        ...list,
        rowDrag,
        // as the platform's console does: an asset created from a chosen node starts in that node
        create: list.create === false ? false : { ...list.create, query: { node: node.id } },
        extraParams: {
          ...list.extraParams,
          ...({ node_id: node.id, show_current_asset: onlyOwn ? '1' : '0' } satisfies QueryValues<typeof assetsAssetsList>),
        },
        bulkActions: [
          ...(list.bulkActions ?? []),
          nodeAction(node, 'add', 'assets.addToNode', recount),
          nodeAction(node, 'replace', 'assets.moveToNode', recount),
          nodeAction(node, 'remove', 'assets.removeFromNode', recount),
        ],
      },
    }
  }, [config, node, onlyOwn])
  const dropped = () => {
    table.current?.clearSelection()
    void table.current?.refresh()
    setCounts((n) => n + 1)
  }
  return (
    <PageFrame title={t('route.AssetList')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <AssetNodeTree
            selected={node?.key ?? null}
            onSelect={setNode}
            canEdit={editable}
            onAssetsDrop={(to, ids) => setDrop({ node: to, ids })}
            refresh={counts}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {node && (
            <Typography variant="body2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
              {t('assets.currentNode', { name: node.value })}
              <FormControlLabel
                control={<Switch size="small" checked={onlyOwn} onChange={(e) => setOnlyOwn(e.target.checked)} />}
                label={t('assets.onlyCurrentNode')}
              />
            </Typography>
          )}
          <ListPage config={bound} tableRef={table} />
          <AssetDropDialog drop={drop} onDone={dropped} onClose={() => setDrop(null)} />
        </Grid>
      </Grid>
    </PageFrame>
  )
}
