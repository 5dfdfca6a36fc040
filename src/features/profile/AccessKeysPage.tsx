// AKEY-01..05: the signed-in user's API keys: list (id, secret shown on demand, active switch, date), create,
// switch active on and off (back to the old state with an error when the server refuses), delete.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Switch from '@mui/material/Switch'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  authenticationAccessKeysCreate,
  authenticationAccessKeysList,
  authenticationAccessKeysPartialUpdate,
} from '../../generated/operations/authentication'
import { request, urlOf } from '../../http/operation'
import { toast } from '../../components/feedback'
import { PageFrame } from '../../components/common/PageFrame'
import type { ColumnSpec, Row } from '../../components/resource/types'
import { DataTable } from '../../components/table/DataTable'

export const ACCESS_KEYS_URL = urlOf(authenticationAccessKeysList)

function ActiveSwitch({ row }: { row: Row }) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState(Boolean(row.is_active))
  const [busy, setBusy] = useState(false)
  const change = async (next: boolean) => {
    setChecked(next)
    setBusy(true)
    try {
      await request(authenticationAccessKeysPartialUpdate, { path: { id: String(row.id) }, body: { is_active: next } }, { silent: true })
    } catch {
      // AKEY-04: the switch returns to where it was, and says the update failed.
      setChecked(!next)
      toast(t('common.updateErrorMsg'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Switch
      checked={checked}
      disabled={busy}
      onChange={(e) => void change(e.target.checked)}
      slotProps={{ input: { 'aria-label': t('akey.toggle', { id: String(row.id) }) } }}
    />
  )
}

const COLUMNS: ColumnSpec[] = [
  { field: 'id', labelKey: 'akey.id', sortable: false, minWidth: 280 },
  { field: 'secret', labelKey: 'akey.secret', kind: 'secret', sortable: false, minWidth: 280 },
  { field: 'is_active', labelKey: 'akey.active', sortable: false, render: (row) => <ActiveSwitch row={row} /> },
  { field: 'date_created', labelKey: 'akey.dateCreated', kind: 'datetime', sortable: false },
]

/** The keys table with its create button, for a page or a dialog. */
export function AccessKeysPanel() {
  const { t } = useTranslation()
  const [creating, setCreating] = useState(false)
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('akey.help')}
      </Alert>
      <DataTable
        url={ACCESS_KEYS_URL}
        tableKey="AccessKeys"
        metaUrl={false}
        paginated={false}
        columns={COLUMNS}
        deletable
        ownRows
        ariaLabel={t('akey.title')}
        toolbar={(table) => (
          <Button
            variant="contained"
            disabled={creating}
            onClick={async () => {
              setCreating(true)
              try {
                // AKEY-02: the server answers 201 {} — the new key appears when the list is read again.
                await request(authenticationAccessKeysCreate)
                toast(t('akey.created'))
                await table.refresh()
              } catch {
                // shown by the HTTP layer
              } finally {
                setCreating(false)
              }
            }}
          >
            {t('akey.create')}
          </Button>
        )}
      />
    </>
  )
}

export default function AccessKeysPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('akey.title')}>
      <AccessKeysPanel />
    </PageFrame>
  )
}
