// The asset node tree beside the asset list: children loaded when a node is first opened, node search, create /
// rename / delete, drag a node onto another to move it (after a confirmation, DOM-02), assets dragged from the
// list dropped on a node (handed to the page, which asks what to do), and the asset count of each node (the server
// puts it in the node's name; `refresh` asks for the open nodes' names again after assets moved). Rows are virtualised: only the rows in view (plus a margin)
// are in the page, so a tree of hundreds of open nodes scrolls as fast as a small one.
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import RefreshIcon from '@mui/icons-material/Refresh'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonOf, toast } from '../../components/feedback'
import { ConfirmDialog } from '../../components/common/ConfirmDialog'
import {
  assetsNodesChildrenAdd,
  assetsNodesChildrenCreate,
  assetsNodesChildrenTree,
  assetsNodesDestroy,
  assetsNodesList,
  assetsNodesPartialUpdate,
} from '../../generated/operations/assets'
import { normaliseList } from '../../http/list'
import { request } from '../../http/operation'
import { NodeNameDialog } from './NodeNameDialog'
import { childrenMap, mergeChildren, renameFrom, rootKeys, visibleNodes, type ZNode } from './treeModel'

export const ROW_HEIGHT = 28
const VIEW_HEIGHT = 520
const OVERSCAN = 8
/** The drag data of asset rows (a JSON id list, see the list's `rowDrag`). */
export const ASSET_DRAG_TYPE = 'application/x-bastion-assets'

export interface PickedNode {
  /** The node's uuid (what the asset list filters by). */
  id: string
  key: string
  value: string
}

const picked = (n: ZNode): PickedNode => ({ id: String(n.meta?.data?.id ?? ''), key: n.id, value: String(n.meta?.data?.value ?? n.name) })

async function treeItems(key?: string): Promise<ZNode[]> {
  const body = await request(assetsNodesChildrenTree, { query: key ? { key } : {} })
  return Array.isArray(body) ? body.filter((n) => n.meta?.type !== 'asset') : []
}

/** The asset ids of a drop from the asset list, or null when the drag carries something else. */
export function droppedAssets(e: Pick<DragEvent, 'dataTransfer'>): string[] | null {
  if (!e.dataTransfer.types.includes(ASSET_DRAG_TYPE)) return null
  try {
    const ids: unknown = JSON.parse(e.dataTransfer.getData(ASSET_DRAG_TYPE))
    return Array.isArray(ids) && ids.length > 0 ? ids.map(String) : null
  } catch {
    return null
  }
}

export interface AssetNodeTreeProps {
  selected: string | null
  onSelect(node: PickedNode | null): void
  canEdit: boolean
  /** Assets dragged from the list were dropped on a node (only when `canEdit`). */
  onAssetsDrop?(node: PickedNode, ids: string[]): void
  /** A change of this number refreshes the names (asset counts) of the nodes, keeping what is open. */
  refresh?: number
}

export function AssetNodeTree({ selected, onSelect, canEdit, onAssetsDrop, refresh = 0 }: AssetNodeTreeProps) {
  const { t } = useTranslation()
  const [nodes, setNodes] = useState<Map<string, ZNode>>(new Map())
  const [loaded, setLoaded] = useState<Set<string>>(new Set())
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [top, setTop] = useState(0)
  const [search, setSearch] = useState('')
  const [naming, setNaming] = useState<null | 'create' | 'rename'>(null)
  const [confirm, setConfirm] = useState<null | { message: string; run: () => Promise<unknown> }>(null)
  const [dragged, setDragged] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)

  const merge = useCallback((parent: string | null, list: ZNode[]) => {
    setNodes((current) => mergeChildren(current, parent, list))
  }, [])

  const apply = useCallback((list: ZNode[]) => {
    const roots = rootKeys(list)
    setNodes(new Map(list.map((n) => [n.id, n])))
    setLoaded(new Set(roots))
    setExpanded(new Set(roots))
  }, [])
  const reset = useCallback(() => treeItems().then(apply), [apply])
  useEffect(() => {
    let live = true
    treeItems()
      .then((list) => live && apply(list))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [apply])

  const reloadChildren = async (key: string) => {
    merge(key, await treeItems(key))
    setLoaded((s) => new Set(s).add(key))
  }

  // Asset counts change when assets move. The top list is asked again at once; every open, loaded node is marked
  // stale, and its children are asked again when one of them is in view (so a tree with hundreds of open nodes
  // costs a few requests, not hundreds). Only names are taken: nothing opened closes.
  const stale = useRef<Set<string>>(new Set())
  const [staleMark, setStaleMark] = useState(0)
  const counts = useRef<() => Promise<void>>(async () => undefined)
  useEffect(() => {
    counts.current = async () => {
      stale.current = new Set([...expanded].filter((k) => loaded.has(k)))
      const top = await treeItems()
      setNodes((m) => renameFrom(m, top))
      setStaleMark((n) => n + 1)
    }
  })
  useEffect(() => {
    if (refresh > 0) void counts.current().catch(() => undefined)
  }, [refresh])
  const toggle = (key: string) => {
    const open = !expanded.has(key)
    setExpanded((s) => {
      const next = new Set(s)
      if (open) next.add(key)
      else next.delete(key)
      return next
    })
    if (open && !loaded.has(key)) void reloadChildren(key).catch(() => undefined)
  }

  const kids = useMemo(() => childrenMap(nodes), [nodes])
  const rows = useMemo(() => visibleNodes(nodes, kids, expanded), [nodes, kids, expanded])
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(rows.length, Math.ceil((top + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN)
  useEffect(() => {
    if (!stale.current.size) return
    const want = [...new Set(rows.slice(first, last).map((r) => r.node.pId ?? ''))].filter((k) => stale.current.has(k))
    if (!want.length) return
    for (const k of want) stale.current.delete(k)
    void Promise.all(want.map((k) => treeItems(k).catch(() => [] as ZNode[]))).then((lists) =>
      setNodes((m) => lists.reduce<Map<string, ZNode>>((acc, list) => renameFrom(acc, list), m)),
    )
  }, [rows, first, last, staleMark])
  const current = selected ? nodes.get(selected) : undefined

  // Keyboard (WAI-ARIA tree): one row is the tab stop; Up/Down move, Right opens (or goes to the first child), Left
  // closes (or goes to the parent), Enter or Space chooses. A row moved to is scrolled into view first.
  const treeBox = useRef<HTMLDivElement>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const tabStop = [focused, selected].find((k) => k && nodes.has(k)) ?? rows[0]?.node.id
  const focusRow = (index: number) => {
    const row = rows[index]
    const box = treeBox.current
    if (!row || !box) return
    const y = index * ROW_HEIGHT
    if (y < box.scrollTop) box.scrollTop = y
    else if (y + ROW_HEIGHT > box.scrollTop + box.clientHeight) box.scrollTop = y + ROW_HEIGHT - box.clientHeight
    setFocused(row.node.id)
    // the row is drawn already (it is next to a drawn one, within the overscan) or on the next frame
    const el = () => box.querySelector<HTMLElement>(`[data-key="${CSS.escape(row.node.id)}"]`)
    const now = el()
    if (now) now.focus()
    else requestAnimationFrame(() => el()?.focus())
  }
  const onKey = (e: KeyboardEvent, index: number, hasKids: boolean) => {
    const { node, level } = rows[index]
    const open = expanded.has(node.id)
    let handled = true
    if (e.key === 'ArrowDown') focusRow(index + 1)
    else if (e.key === 'ArrowUp') focusRow(index - 1)
    else if (e.key === 'ArrowRight') {
      if (hasKids && !open) toggle(node.id)
      else if (open && rows[index + 1]?.level === level + 1) focusRow(index + 1)
    } else if (e.key === 'ArrowLeft') {
      if (open) toggle(node.id)
      else if (node.pId) focusRow(rows.findIndex((r) => r.node.id === node.pId))
    } else if (e.key === 'Enter' || e.key === ' ') onSelect(picked(node))
    else handled = false
    if (handled) e.preventDefault()
  }

  const found = useQuery({
    queryKey: ['node-search', search],
    enabled: search.trim().length > 0,
    queryFn: async ({ signal }) =>
      normaliseList(await request(assetsNodesList, { query: { search: search.trim(), limit: 50, offset: 0 }, signal })).results,
  })

  const parentOf = (key: string) => nodes.get(key)?.pId || null
  const refreshAround = async (key: string) => {
    const parent = parentOf(key)
    if (parent) await reloadChildren(parent)
    else await reset()
  }
  const saveName = async (value: string) => {
    if (!current) return
    const uuid = picked(current).id
    if (naming === 'create') {
      await request(assetsNodesChildrenCreate, { path: { id: uuid }, body: value ? { value } : {} })
      setExpanded((s) => new Set(s).add(current.id))
      await reloadChildren(current.id)
    } else {
      await request(assetsNodesPartialUpdate, { path: { id: uuid }, body: { value } })
      await refreshAround(current.id)
    }
    toast(t(naming === 'create' ? 'assets.nodeCreated' : 'assets.nodeRenamed'))
  }
  const askDelete = () =>
    current &&
    setConfirm({
      message: t('assets.nodeDeleteConfirm', { name: picked(current).value }),
      run: async () => {
        await request(assetsNodesDestroy, { path: { id: picked(current).id } })
        onSelect(null)
        await refreshAround(current.id)
        toast(t('common.deleteSuccessMsg'))
      },
    })
  const canDrop = (e: DragEvent) => Boolean(dragged) || (canEdit && Boolean(onAssetsDrop) && e.dataTransfer.types.includes(ASSET_DRAG_TYPE))
  const drop = (e: DragEvent, target: string) => {
    e.preventDefault()
    setOver(null)
    const assets = droppedAssets(e)
    const to = nodes.get(target)
    if (assets) {
      setDragged(null)
      if (to && canEdit && onAssetsDrop) onAssetsDrop(picked(to), assets)
      return
    }
    askMove(target)
  }
  const askMove = (target: string) => {
    const from = dragged ? nodes.get(dragged) : undefined
    const to = nodes.get(target)
    setDragged(null)
    if (!from || !to || from.id === to.id || to.id.startsWith(`${from.id}:`)) return
    setConfirm({
      message: t('assets.nodeMoveConfirm', { name: picked(from).value, target: picked(to).value }),
      run: async () => {
        await request(assetsNodesChildrenAdd, { path: { id: picked(to).id }, body: { nodes: [picked(from).id] } })
        toast(t('assets.nodeMoved'))
        await reset()
      },
    })
  }

  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )
  const rowStyle = (key: string) => ({
    bgcolor: key === selected ? 'action.selected' : undefined,
    outline: key === over ? 2 : 0,
    outlineColor: 'primary.main',
    outlineOffset: -2,
    '&:hover': { bgcolor: 'action.hover' },
  })

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <TextField size="small" fullWidth label={t('assets.nodeSearch')} value={search} onChange={(e) => setSearch(e.target.value)} />
        {tool(t('list.refresh'), <RefreshIcon fontSize="small" />, () => void reset())}
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 0.5, mb: 1 }}>
          {tool(t('assets.nodeCreate'), <CreateNewFolderIcon fontSize="small" />, () => setNaming('create'), !current)}
          {tool(t('assets.nodeRename'), <EditIcon fontSize="small" />, () => setNaming('rename'), !current)}
          {tool(t('assets.nodeDelete'), <DeleteIcon fontSize="small" />, askDelete, !current || !current.pId)}
        </Box>
      )}
      {search.trim() ? (
        <Box role="listbox" aria-label={t('assets.nodeSearchResults')} sx={{ maxHeight: VIEW_HEIGHT, overflow: 'auto' }}>
          {(found.data ?? []).map((n) => (
            <Box
              key={String(n.id)}
              role="option"
              aria-selected={String(n.key) === selected}
              tabIndex={0}
              sx={{ px: 1, cursor: 'pointer', lineHeight: `${ROW_HEIGHT}px`, ...rowStyle(String(n.key)) }}
              onClick={() => onSelect({ id: String(n.id), key: String(n.key), value: String(n.value) })}
            >
              {/* the node list has no asset count (v2.14.2's node serializer has none): the path alone */}
              {n.full_value}
            </Box>
          ))}
          {found.data?.length === 0 && <Box sx={{ p: 1, color: 'text.secondary' }}>{t('assets.nodeNoMatch')}</Box>}
        </Box>
      ) : (
        <Box
          role="tree"
          aria-label={t('assets.nodeTree')}
          data-testid="node-tree"
          ref={treeBox}
          sx={{ height: Math.min(VIEW_HEIGHT, Math.max(rows.length, 1) * ROW_HEIGHT), overflow: 'auto', position: 'relative' }}
          onScroll={(e) => setTop(e.currentTarget.scrollTop)}
        >
          <Box sx={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
            {rows.slice(first, last).map(({ node, level }, i) => {
              const open = expanded.has(node.id)
              const hasKids = Boolean(node.isParent) || (kids.get(node.id)?.length ?? 0) > 0
              return (
                <Box
                  key={node.id}
                  role="treeitem"
                  aria-level={level + 1}
                  aria-expanded={hasKids ? open : undefined}
                  aria-selected={node.id === selected}
                  data-key={node.id}
                  tabIndex={node.id === tabStop ? 0 : -1}
                  onFocus={() => setFocused(node.id)}
                  onKeyDown={(e) => onKey(e, first + i, hasKids)}
                  draggable={canEdit}
                  onDragStart={(e) => {
                    e.dataTransfer.setData('text/plain', node.id)
                    setDragged(node.id)
                  }}
                  onDragEnd={() => {
                    setDragged(null)
                    setOver(null)
                  }}
                  onDragOver={(e) => {
                    if (!canDrop(e)) return
                    e.preventDefault()
                    if (over !== node.id) setOver(node.id)
                  }}
                  onDragLeave={() => setOver((o) => (o === node.id ? null : o))}
                  onDrop={(e) => drop(e, node.id)}
                  sx={{
                    position: 'absolute',
                    top: (first + i) * ROW_HEIGHT,
                    left: 0,
                    right: 0,
                    height: ROW_HEIGHT,
                    display: 'flex',
                    alignItems: 'center',
                    pl: level * 2,
                    cursor: 'pointer',
                    whiteSpace: 'nowrap',
                    ...rowStyle(node.id),
                  }}
                  onClick={() => onSelect(picked(node))}
                >
                  <IconButton
                    size="small"
                    tabIndex={-1}
                    aria-label={t(open ? 'assets.collapse' : 'assets.expand')}
                    sx={{ visibility: hasKids ? 'visible' : 'hidden' }}
                    onClick={(e) => {
                      e.stopPropagation()
                      toggle(node.id)
                    }}
                  >
                    {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                  </IconButton>
                  <span>{node.name}</span>
                </Box>
              )
            })}
          </Box>
        </Box>
      )}
      {naming && (
        <NodeNameDialog
          open
          titleKey={naming === 'create' ? 'assets.nodeCreate' : 'assets.nodeRename'}
          initial={naming === 'rename' && current ? picked(current).value : ''}
          onSave={saveName}
          onClose={() => setNaming(null)}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        message={confirm?.message ?? ''}
        danger
        closeOnDone
        onConfirm={() =>
          confirm?.run().catch((e: unknown) => {
            toast(reasonOf(e), 'error')
            throw e
          })
        }
        onClose={() => setConfirm(null)}
      />
    </Box>
  )
}
