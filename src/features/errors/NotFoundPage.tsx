// ROUTE-GEN-02 / ROUTE-PUB-01: where unknown paths and routes the role may not open land.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', py: 8, gap: 2 }} data-testid="not-found">
      <Typography component="h1" variant="h2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('errors.NotFoundCode')}
      </Typography>
      <Typography variant="h6">{t('errors.NotFoundTitle')}</Typography>
      <Typography color="text.secondary">{t('errors.NotFoundText')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('errors.BackHome')}
      </Button>
    </Stack>
  )
}
