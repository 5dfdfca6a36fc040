// LIC-04 / LIC-05 / SET-09: the licence tab: what the licence says (expiry date, corporation, edition, asset
// count, subscription) and the import of a licence file, after which the licence and the public settings are read
// again (the licensed routes, the org switcher and the expiry banner follow them).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonOf, toast } from '../../components/feedback'
import { formatDate } from '../../i18n/date'
import { fetchLicenceDetail, fetchPublicSettings } from '../../session/api'
import { sessionStore } from '../../session/store'
import { importLicence } from './settingsApi'

export const LICENCE_QUERY_KEY = ['settings', 'licence'] as const

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '12rem 1fr', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  )
}

export function LicenceTab() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const licence = useQuery({ queryKey: LICENCE_QUERY_KEY, queryFn: () => fetchLicenceDetail({ silent: true }), retry: false })

  const upload = async (file: File) => {
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await importLicence(file)
      // the server answers 200 with status false for a licence it cannot validate
      const ok = answer?.status !== false
      setOutcome({ ok, text: answer?.msg || t(ok ? 'settings.licence.imported' : 'settings.licence.invalid') })
      if (ok) {
        toast(t('settings.licence.imported'))
        const [detail, settings] = await Promise.all([
          queryClient.fetchQuery({ queryKey: LICENCE_QUERY_KEY, queryFn: () => fetchLicenceDetail({ silent: true }), staleTime: 0 }),
          fetchPublicSettings({ silent: true }),
        ])
        sessionStore.set({ licence: detail, settings })
      }
    } catch (error) {
      setOutcome({ ok: false, text: reasonOf(error) })
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  const data = licence.data
  const has = Boolean(data?.date_expired || data?.corporation)
  return (
    <Card variant="outlined" component="section" aria-labelledby="settings-licence">
      <CardContent>
        <Typography id="settings-licence" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
          {t('settings.licence.title')}
        </Typography>
        {licence.isLoading && <CircularProgress size={24} aria-label={t('common.Loading')} />}
        {licence.isError && <Alert severity="error">{`${t('common.getErrorMsg')}: ${reasonOf(licence.error)}`}</Alert>}
        {data && !has && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('settings.licence.none')}
          </Alert>
        )}
        {data && has && (
          <Box component="dl" sx={{ m: 0, mb: 2 }} aria-label={t('settings.licence.title')}>
            <Row label={t('settings.licence.dateExpired')}>{formatDate(data.date_expired) || '-'}</Row>
            <Row label={t('settings.licence.corporation')}>{data.corporation || '-'}</Row>
            <Row label={t('settings.licence.edition')}>{data.edition || '-'}</Row>
            <Row label={t('settings.licence.assetCount')}>{data.asset_count ?? '-'}</Row>
            <Row label={t('settings.licence.subscription')}>{data.subscription_id || '-'}</Row>
          </Box>
        )}
        <input
          ref={input}
          type="file"
          hidden
          data-testid="licence-file"
          aria-label={t('settings.licence.file')}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void upload(file)
          }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => input.current?.click()}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('settings.licence.import')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('settings.licence.importHelp')}
          </Typography>
        </Stack>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ mt: 2 }}>
            {outcome.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  )
}
