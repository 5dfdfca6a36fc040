// The two buttons that open the request forms (TICKET-07), for the ticket lists of the admin page and the user area
// (routes RequestAssetPermTicketCreate / RequestApplicationPermTicketCreate and their `My…` twins share the paths).
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { REQUEST_CREATE_PATHS } from './requestModel'

export function RequestTicketButtons() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => navigate(REQUEST_CREATE_PATHS.apply_asset)}>
        {t('tickets.requestAssetButton')}
      </Button>
      <Button variant="outlined" onClick={() => navigate(REQUEST_CREATE_PATHS.apply_application)}>
        {t('tickets.requestApplicationButton')}
      </Button>
    </Stack>
  )
}
