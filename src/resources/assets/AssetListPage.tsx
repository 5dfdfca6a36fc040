// The asset list with the node tree beside it (issue 8): choosing a node lists the assets of that node and its
// descendants (or only its own with the switch); selected assets can be added to, moved to or removed from it.
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canAdmin, useConsoleEnv } from '../../components/env/ConsoleEnv'
import { ListPage } from '../../components/list/ListPage'
import { PageFrame } from '../../components/resource/PageFrame'
import type { BulkActionSpec, ResourceConfig } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { AssetNodeTree, type PickedNode } from './AssetNodeTree'
import { NODES_URL } from './shared'

function nodeAction(node: PickedNode, name: 'add' | 'replace' | 'remove', labelKey: string): BulkActionSpec {
  return {
    name: `node-${name}`,
    labelKey,
    has: ({ env }) => canAdmin(env) && !env.orgIsRoot,
    run: async ({ ids, reload, notify, clearSelection }) => {
      await httpRequest({ url: `${NODES_URL}${node.id}/assets/${name}/`, method: 'PUT', data: { assets: ids } })
      notify('assets.nodeAssetsUpdated', 'success', { name: node.value })
      clearSelection()
      reload()
    },
  }
}

export default function AssetListPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [node, setNode] = useState<PickedNode | null>(null)
  const [onlyOwn, setOnlyOwn] = useState(false)
  const bound = useMemo<ResourceConfig>(() => {
    const list = config.list ?? { columns: ['hostname'] }
    if (!node) return config
    return {
      ...config,
      list: {
        ...list,
        extraParams: { ...list.extraParams, node_id: node.id, show_current_asset: onlyOwn ? '1' : '0' },
        bulkActions: [...(list.bulkActions ?? []), nodeAction(node, 'add', 'assets.addToNode'), nodeAction(node, 'replace', 'assets.moveToNode'), nodeAction(node, 'remove', 'assets.removeFromNode')],
      },
    }
  }, [config, node, onlyOwn])
  return (
    <PageFrame title={t('route.AssetList')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <AssetNodeTree selected={node?.key ?? null} onSelect={setNode} canEdit={canAdmin(env) && !env.orgIsRoot} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {node && (
            <Typography variant="body2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
              {t('assets.currentNode', { name: node.value })}
              <FormControlLabel control={<Switch size="small" checked={onlyOwn} onChange={(e) => setOnlyOwn(e.target.checked)} />} label={t('assets.onlyCurrentNode')} />
            </Typography>
          )}
          <ListPage config={bound} />
        </Grid>
      </Grid>
    </PageFrame>
  )
}
