// A route that fails to load (its chunk, or the shell itself) shows this instead of a blank page.
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { browser } from '../../http/browser'
import { ShellButton } from './ShellButton'
import { ShellMessage } from './ShellMessage'

export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const detail = error instanceof Error ? error.message : ''
  return (
    <Box sx={{ p: 4 }}>
      <ShellMessage data-testid="route-error" action={<ShellButton onClick={() => browser.reload()}>{t('guard.Retry')}</ShellButton>}>
        {t('errors.PageLoadFailed')}
        {detail ? ` (${detail})` : ''}
      </ShellMessage>
    </Box>
  )
}
