// What to do with assets dropped on a node of the tree: move them there (`…/assets/replace/`: the node becomes
// their only one) or add them to it (`…/assets/add/`: they keep their other nodes). Nothing is sent on Cancel; a
// failed call keeps the dialog open with the reason in a toast.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonOf, toast } from '../../components/feedback'
import { assetsNodesAssetsAdd, assetsNodesAssetsRemove, assetsNodesAssetsReplace } from '../../generated/operations/assets'
import { request } from '../../http/operation'
import type { PickedNode } from './AssetNodeTree'

export type NodeAssetsAction = 'add' | 'replace'

export interface AssetDrop {
  node: PickedNode
  ids: string[]
}

const NODE_ASSETS = { add: assetsNodesAssetsAdd, replace: assetsNodesAssetsReplace, remove: assetsNodesAssetsRemove }

/** The real API call of one choice: `PUT …/assets/nodes/{uuid}/assets/{add|replace|remove}/ {assets}`. */
export function putNodeAssets(node: PickedNode, action: NodeAssetsAction | 'remove', ids: string[]) {
  // silent: each caller says what failed
  return request(NODE_ASSETS[action], { path: { id: node.id }, body: { assets: ids } }, { silent: true })
}

export function AssetDropDialog({ drop, onDone, onClose }: { drop: AssetDrop | null; onDone(): void; onClose(): void }) {
  const { t } = useTranslation()
  const titleId = useId()
  const [busy, setBusy] = useState<NodeAssetsAction | null>(null)
  const run = async (action: NodeAssetsAction) => {
    if (!drop) return
    setBusy(action)
    try {
      await putNodeAssets(drop.node, action, drop.ids)
      toast(t('assets.nodeAssetsUpdated', { name: drop.node.value }))
      onDone()
      onClose()
    } catch (e) {
      toast(reasonOf(e), 'error')
    } finally {
      setBusy(null)
    }
  }
  return (
    <Dialog open={drop !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('assets.dropTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{drop ? t('assets.dropMessage', { count: drop.ids.length, name: drop.node.value }) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          {t('common.Cancel')}
        </Button>
        <Button variant="outlined" loading={busy === 'add'} disabled={busy !== null} onClick={() => void run('add')}>
          {t('assets.dropAdd')}
        </Button>
        <Button variant="contained" loading={busy === 'replace'} disabled={busy !== null} onClick={() => void run('replace')} autoFocus>
          {t('assets.dropMove')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
