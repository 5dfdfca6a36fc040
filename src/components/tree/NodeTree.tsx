// A lazily loaded node tree over a platform tree (zTree nodes: `id` is the node key, `pId` its parent, the node's
// uuid in `meta.data.id`): a tree URL whose children are asked with `key={node key}`, or a loader of one level.
// Nodes the server sends `open` are shown open and their children asked at once (as zTree does); any other node's
// children are asked when it is first opened, and a node that turns out to have none is drawn as a leaf.
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView'
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { httpRequest } from '../../http/client'
import { splitUrl } from '../api/requests'

export interface TreeNode {
  id: string
  name: string
  pId?: string
  isParent?: boolean
  open?: boolean
  meta?: { data?: { id?: string; key?: string; value?: string }; type?: string }
}

/** Loads one level of a tree: the top level without a key, else the children of the node with that key. */
export type TreeLevelLoader = (key?: string) => Promise<TreeNode[]>

/** How the chosen node's own row is drawn (not its children's). */
const CHOSEN = { [`& > .${treeItemClasses.content}`]: { bgcolor: 'action.selected' } }

function urlLoader(url: string): TreeLevelLoader {
  return (key) => {
    const { path, query } = splitUrl(url)
    return httpRequest<TreeNode[]>({ url: path, method: 'GET', params: { ...query, ...(key ? { key } : {}) } }).then((b) =>
      Array.isArray(b) ? b : [],
    )
  }
}

/** Tick boxes on the tree's items (a screen that chooses several things: a node's box stands for what is under it). */
export interface TreeCheck {
  /** Whether an item is ticked: all of it, none, or some of what is under it. */
  stateOf(node: TreeNode): boolean | 'some'
  /** Why an item cannot be ticked (its box is then disabled and says so), or null. */
  disabledReason?(node: TreeNode): string | null
  onToggle(node: TreeNode, on: boolean): void
}

export interface NodeTreeProps {
  /** A tree URL of the platform (children with `key=`); or give `load` and `cacheKey`. */
  url?: string
  load?: TreeLevelLoader
  /** Names the top level of a `load` tree in the query cache. */
  cacheKey?: string
  onSelect(node: TreeNode | null): void
  label: string
  /** The chosen node's id (its key), drawn chosen; without it, the node clicked last is. */
  selected?: string | null
  /** A change of this number asks for the top level again and takes its names (they carry counts); what is open stays. */
  refresh?: number
  /** Tick boxes on the items (none without it). */
  check?: TreeCheck
}

export function NodeTree({ url, load: loader, cacheKey, onSelect, label, selected, refresh = 0, check }: NodeTreeProps) {
  const { t } = useTranslation()
  const [nodes, setNodes] = useState<Map<string, TreeNode>>(new Map())
  const [loaded, setLoaded] = useState<Set<string>>(new Set())
  const [expanded, setExpanded] = useState<string[]>([])
  const fetchLevel = useRef<TreeLevelLoader>(loader ?? urlLoader(url ?? ''))
  useEffect(() => {
    fetchLevel.current = loader ?? urlLoader(url ?? '')
  })
  const loadingKeys = useRef<Set<string>>(new Set())
  // the chosen node is drawn by this component (the view's own selection would also follow a click on an arrow):
  // the page's when it says, else the last one clicked
  const [clicked, setClicked] = useState<string | null>(null)
  const chosen = selected !== undefined ? selected : clicked

  const load = useCallback(async (id: string) => {
    if (loadingKeys.current.has(id)) return
    loadingKeys.current.add(id)
    try {
      const list = await fetchLevel.current(id)
      setNodes((current) => {
        const next = new Map(current)
        for (const n of list) if (n.id !== id) next.set(n.id, { ...n, pId: n.pId || id })
        return next
      })
      setLoaded((s) => new Set(s).add(id))
    } catch {
      // asked again when the node is opened again
      loadingKeys.current.delete(id)
    }
  }, [])

  // the tree's state is built from each answer of the top level: a tree drawn again asks again (no cached answer
  // without the state built from it), and a window regaining focus does not close what was opened
  const root = useQuery({
    queryKey: ['tree', cacheKey ?? url],
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const list = await fetchLevel.current()
      const keys = new Set(list.map((n) => n.id))
      const top = list.filter((n) => !n.pId || !keys.has(n.pId))
      // open: what the server marks open; top nodes it says nothing about open too (the admin trees)
      const open = list.filter((n) => n.open === true || (n.open === undefined && top.includes(n))).map((n) => n.id)
      loadingKeys.current = new Set()
      setNodes(new Map(list.map((n) => [n.id, n])))
      setLoaded(new Set())
      setExpanded(open)
      // an open node that came without its children: ask for them now
      for (const id of open) if (!list.some((n) => n.pId === id)) void load(id)
      return list
    },
  })

  // a refresh takes the names of the top level again (e.g. a count in a pseudo-node's name)
  useEffect(() => {
    if (refresh <= 0) return
    let live = true
    fetchLevel
      .current()
      .then((list) => {
        if (!live) return
        setNodes((current) => {
          const next = new Map(current)
          for (const n of list) {
            const had = current.get(n.id)
            if (had && had.name !== n.name) next.set(n.id, { ...had, name: n.name })
          }
          return next
        })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [refresh])

  const all = [...nodes.values()]
  const childrenOf = (id: string | undefined) => all.filter((n) => (id ? n.pId === id : !n.pId || !nodes.has(n.pId)))
  const render = (node: TreeNode) => {
    const kids = childrenOf(node.id)
    const expandable = Boolean(node.isParent) || kids.length > 0
    return (
      <TreeItem
        key={node.id}
        itemId={node.id}
        label={check ? <CheckLabel node={node} check={check} /> : node.name}
        aria-selected={node.id === chosen}
        sx={node.id === chosen ? CHOSEN : undefined}
      >
        {kids.length ? (
          kids.map(render)
        ) : expandable && !loaded.has(node.id) ? (
          <TreeItem itemId={`${node.id}::loading`} label={t('common.Loading')} disabled />
        ) : null}
      </TreeItem>
    )
  }
  if (root.isLoading) return <CircularProgress size={20} aria-label={t('common.Loading')} />
  return (
    <Box sx={{ overflow: 'auto' }}>
      <SimpleTreeView
        aria-label={label}
        // a click on a node's name chooses it; its arrow opens it (as the platform's trees do)
        expansionTrigger="iconContainer"
        disableSelection
        expandedItems={expanded}
        onExpandedItemsChange={(_, ids) => {
          for (const id of ids) if (!expanded.includes(id) && !childrenOf(id).length) void load(id)
          setExpanded(ids)
        }}
        onItemClick={(event, id) => {
          // the arrow opens and closes; only a click on the name chooses
          const target = event.target as Element
          if (id.endsWith('::loading') || target.closest(`.${treeItemClasses.iconContainer}`) || target.closest('[data-tree-check]')) return
          setClicked(id)
          onSelect(nodes.get(id) ?? null)
        }}
      >
        {childrenOf(undefined).map(render)}
      </SimpleTreeView>
    </Box>
  )
}

/** An item's name with its tick box (a click on the box ticks; a click on the name still chooses the item). */
function CheckLabel({ node, check }: { node: TreeNode; check: TreeCheck }) {
  const state = check.stateOf(node)
  const reason = check.disabledReason?.(node) ?? null
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }} title={reason ?? undefined}>
      <Checkbox
        size="small"
        sx={{ p: 0.25, mr: 0.5 }}
        data-tree-check
        checked={state === true}
        indeterminate={state === 'some'}
        disabled={reason !== null}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        onChange={(_, on) => check.onToggle(node, on)}
        slotProps={{ input: { 'aria-label': node.name } }}
      />
      {node.name}
    </Box>
  )
}
