// A lazily loaded node tree over a platform tree URL (zTree nodes: `id` is the node key, `pId` its parent, the
// node's uuid in `meta.data.id`). Children are fetched with `key={node key}` when a node is first opened.
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView'
import { TreeItem } from '@mui/x-tree-view/TreeItem'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { httpRequest } from '../../http/client'
import { splitUrl } from '../api/requests'

export interface TreeNode {
  id: string
  name: string
  pId?: string
  isParent?: boolean
  meta?: { data?: { id?: string; key?: string }; type?: string }
}

function fetchNodes(url: string, key?: string): Promise<TreeNode[]> {
  const { path, query } = splitUrl(url)
  return httpRequest<TreeNode[]>({ url: path, method: 'GET', params: { ...query, ...(key ? { key } : {}) } }).then((b) =>
    Array.isArray(b) ? b : [],
  )
}

export function NodeTree({ url, onSelect, label }: { url: string; onSelect(node: TreeNode | null): void; label: string }) {
  const { t } = useTranslation()
  const [nodes, setNodes] = useState<Map<string, TreeNode>>(new Map())
  const [loaded, setLoaded] = useState<Set<string>>(new Set())
  const [expanded, setExpanded] = useState<string[]>([])
  const root = useQuery({
    queryKey: ['tree', url],
    queryFn: async () => {
      const list = await fetchNodes(url)
      setNodes(new Map(list.map((n) => [n.id, n])))
      setLoaded(new Set())
      setExpanded(list.filter((n) => !n.pId).map((n) => n.id))
      return list
    },
  })
  const all = [...nodes.values()]
  const childrenOf = (id: string | undefined) => all.filter((n) => (id ? n.pId === id : !n.pId || !nodes.has(n.pId)))
  const load = async (id: string) => {
    if (loaded.has(id)) return
    setLoaded((s) => new Set(s).add(id))
    try {
      const list = await fetchNodes(url, id)
      setNodes((current) => {
        const next = new Map(current)
        for (const n of list) if (n.id !== id) next.set(n.id, { ...n, pId: n.pId || id })
        return next
      })
    } catch {
      setLoaded((s) => {
        const next = new Set(s)
        next.delete(id)
        return next
      })
    }
  }
  const render = (node: TreeNode) => {
    const kids = childrenOf(node.id)
    const expandable = Boolean(node.isParent) || kids.length > 0
    return (
      <TreeItem key={node.id} itemId={node.id} label={node.name}>
        {kids.length ? (
          kids.map(render)
        ) : expandable ? (
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
        expandedItems={expanded}
        onExpandedItemsChange={(_, ids) => {
          for (const id of ids) if (!expanded.includes(id) && !childrenOf(id).length) void load(id)
          setExpanded(ids)
        }}
        onItemClick={(_, id) => {
          if (id.endsWith('::loading')) return
          onSelect(nodes.get(id) ?? null)
        }}
      >
        {childrenOf(undefined).map(render)}
      </SimpleTreeView>
    </Box>
  )
}
