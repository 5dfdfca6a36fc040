// The asset node tree as data: zTree nodes (`id` = node key, `pId` = parent key, uuid in `meta.data.id`), the
// children of each key in server order, and the rows shown for a set of open keys (depth first).
export interface ZNode {
  id: string
  name: string
  pId?: string
  isParent?: boolean
  meta?: { type?: string; data?: { id?: string; key?: string; value?: string } }
}

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

export function visibleNodes(nodes: ReadonlyMap<string, ZNode>, kids: ReadonlyMap<string, string[]>, expanded: ReadonlySet<string>): Array<{ node: ZNode; level: number }> {
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
