// SET-04 / SET-05: the LDAP login test (asks a directory user's name and password) and the LDAP user import
// (refresh the server's cache, list the directory's users with selection, import the chosen ones into the
// current organisation).
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldModel, type FieldContext, type FormGroupModel } from '../../components/data/fieldTyping'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { MetadataForm } from '../../components/form/MetadataForm'
import { useMetadataForm } from '../../components/form/useMetadataForm'
import type { ColumnSpec } from '../../components/resource/types'
import { DataTable } from '../../components/table/DataTable'
import { isHttpError } from '../../http/errors'
import { ldapImport, ldapLoginTest, ldapRefreshCache, messageOf, outcomeOf, type TestOutcome } from './settingsApi'
import { settingsLdapUsersList } from '../../generated/operations/settings'
import { urlOf } from '../../http/operation'

export const LDAP_USERS_URL = urlOf(settingsLdapUsersList)

export function LdapLoginTestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const ctx: FieldContext = useMemo(
    () => ({ mode: 'create', orgIsRoot: env.orgIsRoot, isSuperAdmin: env.isSuperAdmin, licenceValid: env.licenceValid }),
    [env],
  )
  const groups: FormGroupModel[] = useMemo(
    () => [
      {
        fields: [
          fieldModel('username', { type: 'string', required: true, max_length: 1024, label: t('settings.ldap.username') }),
          fieldModel(
            'password',
            { type: 'string', required: true, write_only: true, max_length: 1024, label: t('settings.ldap.password') },
            { widget: 'password' },
          ),
        ],
      },
    ],
    [t],
  )
  const controller = useMetadataForm(groups, {}, ctx)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<TestOutcome | null>(null)
  const submit = controller.form.handleSubmit(async (values) => {
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome(outcomeOf({ ok: true, body: await ldapLoginTest(String(values.username), String(values.password)) }, t))
    } catch (error) {
      setOutcome(outcomeOf({ ok: false, error }, t))
    } finally {
      setBusy(false)
    }
  })
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('settings.ldap.loginTestTitle')}</DialogTitle>
      <DialogContent dividers>
        <form id="ldap-login-test" noValidate onSubmit={(e) => void submit(e)}>
          <MetadataForm groups={groups} form={controller.form} ctx={ctx} />
        </form>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ mt: 2 }}>
            {outcome.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.Close')}</Button>
        <Button
          type="submit"
          form="ldap-login-test"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('settings.ldap.runLoginTest')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

const COLUMNS: ColumnSpec[] = [
  { field: 'username', labelKey: 'settings.ldap.username', sortable: true, minWidth: 160 },
  { field: 'name', labelKey: 'settings.ldap.name', sortable: true, minWidth: 140 },
  { field: 'email', labelKey: 'settings.ldap.email', sortable: true, minWidth: 200 },
  { field: 'existing', labelKey: 'settings.ldap.existing', kind: 'boolean', sortable: true },
]

export function LdapImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<TestOutcome | null>(null)
  const [syncing, setSyncing] = useState<string | null>(null)
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('settings.ldap.importTitle')}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settings.ldap.importHelp')}
        </Alert>
        {syncing && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {syncing}
          </Alert>
        )}
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
        <DataTable
          url={LDAP_USERS_URL}
          extra={{ cache_police: 1 }}
          tableKey="LdapUsers"
          columns={COLUMNS}
          selection="multiple"
          keepSelection
          searchable
          ariaLabel={t('settings.ldap.usersTable')}
          onLoadError={(error) => {
            // 409: the server is filling its cache from the directory; the list is there on a later refresh
            if (isHttpError(error) && error.status === 409) setSyncing(messageOf(error.data) ?? t('settings.ldap.syncing'))
          }}
          toolbar={(table) => (
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={async () => {
                  setBusy(true)
                  setSyncing(null)
                  try {
                    await ldapRefreshCache()
                  } catch (error) {
                    setOutcome(outcomeOf({ ok: false, error }, t))
                  }
                  await table.refresh()
                  setBusy(false)
                }}
              >
                {t('settings.ldap.refreshCache')}
              </Button>
              <Button
                variant="contained"
                disabled={busy || table.selection.count === 0}
                onClick={async () => {
                  setBusy(true)
                  setOutcome(null)
                  const usernames = [...table.selection.rows.values()].map((row) => String(row.username ?? row.id))
                  try {
                    setOutcome(outcomeOf({ ok: true, body: await ldapImport(usernames) }, t))
                    table.clearSelection()
                    await table.refresh()
                  } catch (error) {
                    setOutcome(outcomeOf({ ok: false, error }, t))
                  } finally {
                    setBusy(false)
                  }
                }}
              >
                {t('settings.ldap.importSelected', { count: table.selection.count })}
              </Button>
            </Stack>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.Close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
