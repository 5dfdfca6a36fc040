// The node tree of assets: an index of the nodes by key with each node's children and asset counts (rebuilt when
// nodes or assets change), node keys (`1:3:2`), full paths, and the zTree items of nodes and assets that every tree
// answer is made of.
import type { Row } from '../../db/store'
import { orgInfo } from '../../engine/access'
import type { Ctx } from '../../engine/http'
import type { MockState } from '../../engine/state'

interface NodeIndex {
  byKey: Map<string, Row>
  children: Map<string, Row[]>
  /** Assets under a key, descendants included (each asset once). */
  amount: Map<string, number>
  /** Assets placed directly in a node. */
  direct: Map<string, Row[]>
}

const nodeIdx = new WeakMap<MockState, { nv: number; av: number; idx: NodeIndex }>()

export const parentKey = (key: string) => (key.includes(':') ? key.slice(0, key.lastIndexOf(':')) : '')

export function nodeIndex(state: MockState): NodeIndex {
  const nodes = state.db.collection('nodes')
  const assets = state.db.collection('assets')
  const hit = nodeIdx.get(state)
  if (hit && hit.nv === nodes.version && hit.av === assets.version) return hit.idx
  const byKey = new Map<string, Row>()
  const byId = new Map<string, Row>()
  const children = new Map<string, Row[]>()
  for (const n of nodes.all()) {
    byKey.set(String(n.key), n)
    byId.set(n.id, n)
  }
  for (const n of nodes.all()) {
    const p = parentKey(String(n.key))
    if (!p) continue
    ;(children.get(p) ?? children.set(p, []).get(p)!).push(n)
  }
  for (const list of children.values()) list.sort((a, b) => keyCompare(String(a.key), String(b.key)))
  const amount = new Map<string, number>()
  const direct = new Map<string, Row[]>()
  for (const a of assets.all()) {
    const seen = new Set<string>()
    for (const nid of (a.nodes as string[]) ?? []) {
      const n = byId.get(nid)
      if (!n) continue
      const k = String(n.key)
      ;(direct.get(k) ?? direct.set(k, []).get(k)!).push(a)
      let cur = k
      while (cur) {
        if (!seen.has(cur)) {
          seen.add(cur)
          amount.set(cur, (amount.get(cur) ?? 0) + 1)
        }
        cur = parentKey(cur)
      }
    }
  }
  const idx = { byKey, children, amount, direct }
  nodeIdx.set(state, { nv: nodes.version, av: assets.version, idx })
  return idx
}

export function keyCompare(a: string, b: string): number {
  const pa = a.split(':').map(Number)
  const pb = b.split(':').map(Number)
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) if (pa[i] !== pb[i]) return pa[i] - pb[i]
  return pa.length - pb.length
}

export function fullValue(state: MockState, key: string): string {
  const idx = nodeIndex(state)
  const parts: string[] = []
  let cur = key
  while (cur) {
    parts.unshift(String(idx.byKey.get(cur)?.value ?? ''))
    cur = parentKey(cur)
  }
  return '/' + parts.join('/')
}

export function orgRootNode(state: MockState, orgId: string): Row | undefined {
  return state.db.collection('nodes').find((n) => n.org_id === orgId && !String(n.key).includes(':'))
}

/** A node's key and the keys of every node under it. */
export function descendantsKeys(state: MockState, key: string): Set<string> {
  const idx = nodeIndex(state)
  const out = new Set<string>([key])
  const stack = [key]
  while (stack.length) {
    const k = stack.pop()!
    for (const c of idx.children.get(k) ?? []) {
      out.add(String(c.key))
      stack.push(String(c.key))
    }
  }
  return out
}

/** The key of a new child of a node: one past its last child's. */
export function nextChildKey(state: MockState, parent: string): string {
  const kids = nodeIndex(state).children.get(parent) ?? []
  const max = kids.reduce((m, n) => Math.max(m, Number(String(n.key).split(':').pop())), 0)
  return `${parent}:${max + 1}`
}

/** zTree node of a node. */
export function nodeTreeItem(state: MockState, n: Row, open = false, amount?: number): Record<string, unknown> {
  const key = String(n.key)
  const count = amount ?? nodeIndex(state).amount.get(key) ?? 0
  const name = `${n.value} (${count})`
  return {
    id: key,
    name,
    title: name,
    pId: parentKey(key),
    isParent: true,
    open,
    meta: { data: { id: n.id, key, value: n.value }, type: 'node' },
  }
}

/** `SerializeToTreeNodeMixin.get_platform`: the icon of an asset leaf is its platform base when Windows or Linux. */
const treeIcon = (base: string) => (['windows', 'linux'].includes(base.toLowerCase()) ? base.toLowerCase() : 'file')

export function platformBase(state: MockState, platform: unknown): string {
  const p = state.db.collection('platforms').find((x) => x.name === platform)
  return String(p?.base ?? 'Linux')
}

/**
 * zTree leaf of an asset under a node key (`SerializeToTreeNodeMixin.serialize_assets`, which every tree with asset
 * leaves uses): an inactive asset's checkbox is disabled.
 */
export function assetTreeItem(state: MockState, a: Row, pKey: string): Record<string, unknown> {
  const base = platformBase(state, a.platform)
  return {
    id: a.id,
    name: a.hostname,
    title: a.ip,
    pId: pKey,
    isParent: false,
    open: false,
    iconSkin: treeIcon(base),
    chkDisabled: !a.is_active,
    meta: {
      type: 'asset',
      data: {
        id: a.id,
        hostname: a.hostname,
        ip: a.ip,
        protocols: a.protocols,
        platform: base,
        org_name: orgInfo(state, String(a.org_id))?.name ?? '',
      },
    },
  }
}

/** Whether an asset is in a node (`onlyDirect`) or anywhere under it. */
export function assetInNode(ctx: Ctx, row: Row, nodeId: string, onlyDirect: boolean): boolean {
  const n = ctx.state.db.collection('nodes').get(nodeId)
  if (!n) return false
  const ids = (row.nodes as string[]) ?? []
  if (onlyDirect) return ids.includes(nodeId)
  const key = String(n.key)
  const nodes = ctx.state.db.collection('nodes')
  return ids.some((id) => {
    const k = String(nodes.get(id)?.key ?? '')
    return k === key || k.startsWith(`${key}:`)
  })
}
