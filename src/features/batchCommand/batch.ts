// What the batch command screen decides before it asks the server anything (DOM-04): the granted tree with its
// assets, the assets under a node, which system users can run a command on the chosen assets, why a run is refused,
// and the commands typed before in this browser.
import type { TreeNode } from '../../components/tree/NodeTree'
import type { permsSystemUsersPermissionList, permsUsersNodesWithAssetsTree } from '../../generated/operations/perms'
import type { ResponseOf, RowOf } from '../../http/operation'

export type GrantedSystemUser = RowOf<typeof permsSystemUsersPermissionList>

/** A granted asset as the tree carries it. */
export interface TreeAsset {
  /** The asset's id (a tree item's id is unique per place: the same asset may be under the favourites too). */
  id: string
  hostname: string
  ip: string
  protocols: string[]
  /** The tree says it cannot be chosen (an inactive asset). */
  disabled: boolean
}

export interface GrantedTree {
  nodes: TreeNode[]
  /** The asset of each asset item of the tree, by the item's id. */
  assets: Map<string, TreeAsset>
  /** The items right under each item, by its id ('' for the top level). */
  children: Map<string, TreeNode[]>
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))

/** The granted tree with its assets (one answer of the whole tree), as the node tree draws it. */
export function grantedTreeOf(answer: ResponseOf<typeof permsUsersNodesWithAssetsTree> | unknown): GrantedTree {
  const list = Array.isArray(answer) ? (answer as Array<Record<string, unknown>>) : []
  const nodes: TreeNode[] = []
  const assets = new Map<string, TreeAsset>()
  for (const n of list) {
    const meta = (n.meta ?? {}) as { type?: unknown; data?: Record<string, unknown> }
    const data = meta.data ?? {}
    const pId = str(n.pId)
    if (meta.type === 'asset') {
      const itemId = `${pId}/${str(data.id ?? n.id)}`
      const protocols = Array.isArray(data.protocols) ? data.protocols.map(str) : []
      assets.set(itemId, {
        id: str(data.id ?? n.id),
        hostname: str(data.hostname ?? n.name),
        ip: str(data.ip),
        protocols,
        disabled: n.chkDisabled === true,
      })
      nodes.push({ id: itemId, name: str(n.name), pId, isParent: false, open: false, meta: { type: 'asset', data: { id: str(data.id) } } })
    } else {
      nodes.push({
        id: str(n.id),
        name: str(n.name),
        pId,
        isParent: true,
        open: n.open === true,
        meta: { type: 'node', data: { id: str(data.id), key: str(data.key ?? n.id), value: str(data.value ?? n.name) } },
      })
    }
  }
  const ids = new Set(nodes.map((n) => n.id))
  const children = new Map<string, TreeNode[]>()
  for (const n of nodes) {
    const parent = n.pId && ids.has(n.pId) ? n.pId : ''
    const list = children.get(parent)
    if (list) list.push(n)
    else children.set(parent, [n])
  }
  return { nodes, assets, children }
}

/** One level of the tree: the top level without a key, else the items right under the node with that id. */
export function levelOf(tree: GrantedTree, key?: string): TreeNode[] {
  return tree.children.get(key ?? '') ?? []
}

/** The assets that can be chosen (not disabled) at or under every item of the tree, by the item's id: one pass. */
export function choosableUnder(tree: GrantedTree): Map<string, TreeAsset[]> {
  const out = new Map<string, TreeAsset[]>()
  const visit = (n: TreeNode): TreeAsset[] => {
    const asset = tree.assets.get(n.id)
    const list = asset ? (asset.disabled ? [] : [asset]) : (tree.children.get(n.id) ?? []).flatMap(visit)
    out.set(n.id, list)
    return list
  }
  for (const n of tree.children.get('') ?? []) visit(n)
  return out
}

export const protocolNames = (a: Pick<TreeAsset, 'protocols'>): string[] => a.protocols.map((p) => p.split('/')[0])

export const supportsSsh = (a: Pick<TreeAsset, 'protocols'>): boolean => protocolNames(a).includes('ssh')

/** Why a system user cannot run the command on the chosen assets (a translation key with its values), or null. */
export function systemUserRefusal(
  su: Pick<GrantedSystemUser, 'protocol' | 'login_mode'>,
  chosen: TreeAsset[],
): { key: string; values?: Record<string, string> } | null {
  const protocol = str(su.protocol)
  if (protocol !== 'ssh') return { key: 'batch.reasonNotSsh', values: { protocol } }
  if (str(su.login_mode) !== 'auto') return { key: 'batch.reasonNotAuto' }
  if (chosen.length && !chosen.some((a) => protocolNames(a).includes(protocol))) return { key: 'batch.reasonNoAsset', values: { protocol } }
  return null
}

/** DOM-04: why a run cannot start, as a translation key (in the order the inputs are read), or null. */
export function runRefusal(input: { assets: TreeAsset[]; systemUser: string | null; command: string }): string | null {
  const runnable = input.assets.filter(supportsSsh)
  if (!input.assets.length && !input.systemUser) return 'batch.needAssetsAndSystemUser'
  if (!runnable.length) return 'batch.noAssetOrNoSsh'
  if (!input.systemUser) return 'batch.noSystemUser'
  if (!input.command.trim()) return 'batch.noCommand'
  return null
}

// ─── Commands run before in this browser ─────────────────────────────────────────────────────────────────

export const HISTORY_KEY = 'batchCommand.history'
export const HISTORY_SIZE = 30

export function readHistory(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** Keeps a command run (newest first, once, at most HISTORY_SIZE); answers the new history. */
export function rememberCommand(command: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string[] {
  const next = [command, ...readHistory(storage).filter((c) => c !== command)].slice(0, HISTORY_SIZE)
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(next))
  } catch {
    // a full or forbidden storage only loses the history
  }
  return next
}
