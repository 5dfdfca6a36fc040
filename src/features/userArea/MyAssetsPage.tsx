// My assets (ROUTE-UA-01), the landing page of every ordinary user: the granted node tree beside the table of granted
// assets. The tree's top level comes first (the favourites pseudo-node, then the granted roots, open), each node's
// children when it is opened. Choosing a node lists its assets (the favourites pseudo-node: the favourite assets);
// "All assets" goes back to every granted asset. Each row shows its system users on demand, connects in the web
// terminal (a new tab) and is starred or unstarred as a favourite, which the pseudo-node's count follows.
import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../components/common/PageFrame'
import { toast } from '../../components/feedback'
import type { Column } from '../../components/resource/types'
import { DataTable } from '../../components/table/DataTable'
import type { TableController } from '../../components/table/useTable'
import { NodeTree, type TreeNode } from '../../components/tree/NodeTree'
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../config/constants'
import {
  permsUsersAssetsList,
  permsUsersNodesAssetsList,
  permsUsersNodesChildrenTree,
  permsUsersNodesFavoriteAssetsList,
} from '../../generated/operations/perms'
import { request, urlOf, type RowOf } from '../../http/operation'
import { earlyOr } from '../../components/api/early'
import { permsUsersAssetsList as permsUsersAssetsListFields } from '../../generated/fields/perms'
import { GRANTED_TREE_TOP, MY_ASSETS_TABLE } from './early'
import { useFavorites } from './favorites'
import { assetConnectUrl } from './links'
import { SystemUsersButton } from './SystemUsersButton'

type GrantedAsset = RowOf<typeof permsUsersAssetsList>

/** The key (and id) of the favourites pseudo-node of the granted tree. */
export const FAVORITE_NODE = 'favorite'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One level of the granted tree (the top level without a key), as the tree draws it. */
export async function grantedTreeLevel(key?: string): Promise<TreeNode[]> {
  // the top level may have been asked for while the console started (prefetchMyAssets)
  const body = key
    ? await request(permsUsersNodesChildrenTree, { query: { key } })
    : await earlyOr(GRANTED_TREE_TOP, () => request(permsUsersNodesChildrenTree, { query: {} }))
  return (Array.isArray(body) ? body : []).map((n) => ({
    id: n.id,
    name: n.name,
    pId: n.pId,
    isParent: n.isParent,
    open: n.open,
    meta: {
      type: typeof n.meta?.type === 'string' ? n.meta.type : undefined,
      data: { id: String(n.meta?.data?.id ?? ''), key: String(n.meta?.data?.key ?? n.id), value: String(n.meta?.data?.value ?? n.name) },
    },
  }))
}

/** The assets list of a chosen node: the favourites, a granted node's assets, or (no node) every granted asset. */
export function assetsUrlOf(node: TreeNode | null): string {
  const data = node?.meta?.data
  if (data?.key === FAVORITE_NODE) return urlOf(permsUsersNodesFavoriteAssetsList)
  if (data?.id && UUID.test(data.id)) return urlOf(permsUsersNodesAssetsList, { node_id: data.id })
  return urlOf(permsUsersAssetsList)
}

export default function MyAssetsPage() {
  const { t } = useTranslation()
  const [node, setNode] = useState<TreeNode | null>(null)
  const [treeRefresh, setTreeRefresh] = useState(0)
  const table = useRef<TableController | null>(null)
  const favorites = useFavorites()
  const url = assetsUrlOf(node)
  const onFavoritesNode = node?.meta?.data?.key === FAVORITE_NODE

  const columns = useMemo<Array<Column<GrantedAsset, 'system_users' | 'favorite' | 'connect'>>>(() => {
    const toggle = async (row: GrantedAsset) => {
      try {
        const now = await favorites.toggle(row.id)
        toast(t(now ? 'userArea.favoriteAdded' : 'userArea.favoriteRemoved', { name: row.hostname }))
        setTreeRefresh((n) => n + 1)
        if (onFavoritesNode) void table.current?.refresh()
      } catch {
        // the HTTP layer has shown the error
      }
    }
    return [
      { field: 'hostname', minWidth: 160 },
      'ip',
      'protocols',
      'platform',
      {
        field: 'system_users',
        labelKey: 'userArea.systemUsers',
        sortable: false,
        render: (row) => <SystemUsersButton assetId={row.id} hostname={row.hostname} />,
      },
      'comment',
      {
        field: 'favorite',
        labelKey: 'userArea.favorite',
        sortable: false,
        width: 90,
        render: (row) => {
          const on = favorites.has(row.id)
          return (
            <IconButton
              size="small"
              aria-pressed={on}
              aria-label={t(on ? 'userArea.removeFavorite' : 'userArea.addFavorite', { name: row.hostname })}
              disabled={!favorites.ready || favorites.busy === row.id}
              onClick={() => void toggle(row)}
            >
              {on ? <StarIcon fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorderIcon fontSize="small" />}
            </IconButton>
          )
        },
      },
      {
        field: 'connect',
        labelKey: 'table.actions',
        sortable: false,
        width: 110,
        render: (row) =>
          row.is_active ? (
            <a
              className="row-btn row-btn-primary"
              style={{ textDecoration: 'none' }}
              href={assetConnectUrl(row.id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('userArea.connectTo', { name: row.hostname })}
            >
              {t('userArea.connect')}
            </a>
          ) : (
            <button type="button" className="row-btn row-btn-primary" disabled title={t('userArea.inactive')}>
              {t('userArea.connect')}
            </button>
          ),
      },
    ]
  }, [favorites, onFavoritesNode, t])

  return (
    <PageFrame>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }} data-testid="my-assets-tree">
            <NodeTree
              load={grantedTreeLevel}
              cacheKey="user-area-granted-tree"
              label={t('userArea.assetTree')}
              selected={node?.id ?? null}
              refresh={treeRefresh}
              onSelect={setNode}
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, minHeight: 32 }}>
            <Typography variant="body2" data-testid="my-assets-scope">
              {node ? t('userArea.currentNode', { name: node.meta?.data?.value ?? node.name }) : t('userArea.allAssets')}
            </Typography>
            {node && (
              <Button size="small" onClick={() => setNode(null)}>
                {t('userArea.showAll')}
              </Button>
            )}
          </Box>
          <DataTable
            key={url}
            url={url}
            metaUrl={urlOf(permsUsersAssetsList)}
            contractFields={permsUsersAssetsListFields}
            columns={columns as Column[]}
            tableKey={MY_ASSETS_TABLE}
            sizes={LIST_PAGE_SIZES}
            defaultSize={LIST_DEFAULT_PAGE_SIZE}
            searchable
            tableRef={table}
            ariaLabel={t('route.MyAssets')}
          />
        </Grid>
      </Grid>
    </PageFrame>
  )
}
