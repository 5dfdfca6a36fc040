// The system users granted on one asset (ROUTE-UA-01): asked for only when the row's button is pressed, and shown in
// a popover beside it — each with its login name, protocol and what it may do.
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { permsUsersAssetsSystemUsersList } from '../../generated/operations/perms'
import { request, type RowOf } from '../../http/operation'

type GrantedSystemUser = RowOf<typeof permsUsersAssetsSystemUsersList>

/** The rows of an answer (a bare array without `limit`, a page with it). */
function rowsOf(answer: GrantedSystemUser[] | { results: GrantedSystemUser[] } | undefined): GrantedSystemUser[] {
  return Array.isArray(answer) ? answer : (answer?.results ?? [])
}

function SystemUserList({ assetId }: { assetId: string }) {
  const { t } = useTranslation()
  const granted = useQuery({
    queryKey: ['user-area', 'asset-system-users', assetId],
    queryFn: ({ signal }) => request(permsUsersAssetsSystemUsersList, { path: { asset_id: assetId }, signal }),
  })
  if (granted.isPending) return <CircularProgress size={20} sx={{ m: 2 }} aria-label={t('common.Loading')} />
  if (granted.isError) return <Typography sx={{ p: 2 }}>{t('common.getErrorMsg')}</Typography>
  const rows = rowsOf(granted.data)
  if (!rows.length) return <Typography sx={{ p: 2 }}>{t('userArea.noSystemUsers')}</Typography>
  return (
    <List dense aria-label={t('userArea.systemUsers')} sx={{ minWidth: 260 }}>
      {rows.map((su) => (
        <ListItem key={su.id}>
          <ListItemText
            primary={su.username && su.username !== su.name ? `${su.name} (${su.username})` : su.name}
            secondary={[su.protocol, ...(su.actions ?? [])].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  )
}

export function SystemUsersButton({ assetId, hostname }: { assetId: string; hostname: string }) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Link
        component="button"
        type="button"
        underline="hover"
        aria-haspopup="dialog"
        aria-label={t('userArea.systemUsersOf', { name: hostname })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('table.show')}
      </Link>
      {anchor && (
        <Popover
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': t('userArea.systemUsersOf', { name: hostname }) } }}
        >
          <SystemUserList assetId={assetId} />
        </Popover>
      )}
    </>
  )
}
