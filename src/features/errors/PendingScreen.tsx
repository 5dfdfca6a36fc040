// The one shared page of screens that later work builds: it says, translated, that this screen is not built
// yet and names it. Each route of the table is switched to its own page when that screen exists.
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../components/common/PageFrame'
import { useRouteHandle } from '../../components/common/routeHandle'

export default function PendingScreen() {
  const { t } = useTranslation()
  const handle = useRouteHandle()
  const name = handle?.title ? t(handle.title) : ''
  return (
    <PageFrame>
      <Typography data-testid="pending-screen">{t('pending.NotBuilt', { name })}</Typography>
    </PageFrame>
  )
}
