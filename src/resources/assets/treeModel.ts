// The asset node tree as data: zTree nodes (`id` = node key, `pId` = parent key, uuid in `meta.data.id`), the
// children of each key in server order, and the rows shown for a set of open keys (depth first). Every step is
// linear in the nodes it touches (Maps and Sets, never a search of a list inside a loop over it), so the full
// seed's hundreds of nodes open, merge and flatten as fast as a handful.
import type { assetsNodesChildrenTree } from '../../generated/operations/assets'
import type { RowOf } from '../../http/operation'

/** A node of the contract's tree answer (only `id` and `name` are needed to place it). */
type TreeNode = RowOf<typeof assetsNodesChildrenTree>
export type ZNode = Pick<TreeNode, 'id' | 'name'> & Partial<Pick<TreeNode, 'pId' | 'isParent' | 'meta'>>

export function childrenMap(nodes: ReadonlyMap<string, ZNode>): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const n of nodes.values()) {
    const parent = n.pId && nodes.has(n.pId) ? n.pId : ''
    const list = out.get(parent) ?? []
    list.push(n.id)
    out.set(parent, list)
  }
  return out
}

export function visibleNodes(
  nodes: ReadonlyMap<string, ZNode>,
  kids: ReadonlyMap<string, string[]>,
  expanded: ReadonlySet<string>,
): Array<{ node: ZNode; level: number }> {
  const out: Array<{ node: ZNode; level: number }> = []
  // an explicit stack: deep trees never hit the call-stack limit
  const stack: Array<{ key: string; level: number }> = [...(kids.get('') ?? [])].reverse().map((key) => ({ key, level: 0 }))
  while (stack.length) {
    const { key, level } = stack.pop()!
    const node = nodes.get(key)
    if (!node) continue
    out.push({ node, level })
    if (expanded.has(key)) for (const child of [...(kids.get(key) ?? [])].reverse()) stack.push({ key: child, level: level + 1 })
  }
  return out
}

/** The keys of a fetched list whose parent is not in it (the top rows of a first load). */
export function rootKeys(list: readonly ZNode[]): string[] {
  const keys = new Set(list.map((n) => n.id))
  return list.filter((n) => !n.pId || !keys.has(n.pId)).map((n) => n.id)
}

/**
 * The nodes after the children of `parent` were fetched again: its former children are replaced by `list` (in
 * server order; a node no longer listed is gone with its loaded descendants), the loaded descendants of those still
 * listed stay, and a list item without a parent key is put under `parent`.
 */
export function mergeChildren(current: ReadonlyMap<string, ZNode>, parent: string | null, list: readonly ZNode[]): Map<string, ZNode> {
  const next = new Map(current)
  const listed = new Set(list.map((n) => n.id))
  const gone = new Set<string>()
  if (parent) {
    for (const [k, n] of current) {
      if (n.pId !== parent) continue
      next.delete(k)
      if (!listed.has(k)) gone.add(k)
    }
  }
  if (gone.size) {
    // one walk up from each node (depth steps), not a search per removed node
    for (const [k, n] of current) {
      for (let up = n.pId; up; up = current.get(up)?.pId) {
        if (gone.has(up)) {
          next.delete(k)
          break
        }
      }
    }
  }
  for (const n of list) if (n.id !== parent) next.set(n.id, { ...n, pId: n.pId || parent || '' })
  return next
}

/** The nodes with the names (and so the asset counts) of a fresh list; nodes not in the map are not added. */
export function renameFrom(current: ReadonlyMap<string, ZNode>, list: readonly ZNode[]): Map<string, ZNode> {
  const next = new Map(current)
  for (const n of list) {
    const had = current.get(n.id)
    if (had && had.name !== n.name) next.set(n.id, { ...had, name: n.name })
  }
  return next
}
