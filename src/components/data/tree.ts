// DTABLE-22: tree rows. Data comes as nested `children` or flat with `parentId`; each visible row carries
// its depth (`level`) and whether it is expanded. A row is hidden while any of its ancestors is collapsed.

export interface TreeInput {
  id: string | number
  parentId?: string | number | null
  children?: TreeInput[]
  [key: string]: unknown
}

export interface TreeRow<T extends TreeInput = TreeInput> {
  row: T
  id: string | number
  level: number
  hasChildren: boolean
  expanded: boolean
}

/** Turns nested `children` into a flat list with `parentId` (the flat form is the one the table keeps). */
export function flattenNested<T extends TreeInput>(nodes: readonly T[], parentId: string | number | null = null): T[] {
  const out: T[] = []
  for (const node of nodes) {
    const { children, ...rest } = node
    out.push({ ...(rest as T), parentId })
    if (Array.isArray(children) && children.length) out.push(...flattenNested(children as T[], node.id))
  }
  return out
}

/** The rows to show, depth-first, with levels; children of collapsed rows (at any depth) are left out. */
export function visibleTreeRows<T extends TreeInput>(flat: readonly T[], expanded: ReadonlySet<string | number>): TreeRow<T>[] {
  const byParent = new Map<string | number | null, T[]>()
  const ids = new Set(flat.map((r) => r.id))
  for (const row of flat) {
    const parent = row.parentId !== undefined && row.parentId !== null && ids.has(row.parentId) ? row.parentId : null
    const list = byParent.get(parent) ?? []
    list.push(row)
    byParent.set(parent, list)
  }
  const out: TreeRow<T>[] = []
  const walk = (parent: string | number | null, level: number) => {
    for (const row of byParent.get(parent) ?? []) {
      const hasChildren = (byParent.get(row.id)?.length ?? 0) > 0
      const isOpen = expanded.has(row.id)
      out.push({ row, id: row.id, level, hasChildren, expanded: isOpen })
      if (hasChildren && isOpen) walk(row.id, level + 1)
    }
  }
  walk(null, 0)
  return out
}

export function toggleExpanded(expanded: ReadonlySet<string | number>, id: string | number): Set<string | number> {
  const next = new Set(expanded)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}
