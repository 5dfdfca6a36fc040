// LIC-01..07: the licence-expiry banner (system Admin, paid edition) and the password-expiry banner (local users).
// Few sessions see a banner: MUI's Alert loads when one is due, not with the first page.
import Box from '@mui/material/Box'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../i18n'
import { formatDate } from '../../i18n/date'
import { fetchLicenceDetail } from '../../session/api'
import { licenceApplies, licenceBanner, passwordBanner } from '../../session/banners'
import { useSession } from '../../session/useSession'
import { SHELL_QUERY, useAfterPageData } from './afterPageData'

const Alert = lazy(() => import('@mui/material/Alert'))

export interface BannersProps {
  now?: () => Date
}

export function Banners({ now = () => new Date() }: BannersProps) {
  const { t } = useTranslation()
  const session = useSession()
  const applies = licenceApplies(session.settings, session.profile)
  // asked once the page has its first data (a banner under the tabs is not what the page was opened for)
  const pageDataIn = useAfterPageData()
  const licence = useQuery({
    queryKey: [SHELL_QUERY, 'licence-detail'],
    queryFn: () => fetchLicenceDetail({ silent: true }),
    enabled: applies && pageDataIn,
    staleTime: 3_600_000,
  })
  const today = now()
  const lic = applies && licence.data ? licenceBanner(licence.data.date_expired, today) : null
  const pwd = passwordBanner(session.profile, session.settings, today)
  if (!lic && !pwd) return null
  return (
    <Suspense fallback={null}>
      <Box className="shell-banners" sx={{ px: 2, pt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {lic ? (
          <Alert severity={lic.kind === 'expired' ? 'error' : 'warning'} data-testid="licence-banner">
            {lic.kind === 'expired'
              ? t('banner.LicenceExpired')
              : t('banner.LicenceWillExpire', { date: formatDate(lic.date, currentLocale()) })}
          </Alert>
        ) : null}
        {pwd ? (
          <Alert severity={pwd.kind === 'expired' ? 'error' : 'warning'} data-testid="password-banner">
            {pwd.kind === 'expired' ? t('banner.PasswordExpired') : t('banner.PasswordWillExpire', { days: pwd.days })}
          </Alert>
        ) : null}
      </Box>
    </Suspense>
  )
}
