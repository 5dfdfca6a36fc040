// SHELL-09/10, LIC-08: the version always; the GPL notice and the copyright only without a valid licence.
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { VERSION_TEXT } from '../../config/constants'
import { useSession } from '../../session/useSession'

// its two texts in the caption style, set on the bar (not a Typography each: issue 22)
const footerSx = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  px: 2,
  py: 1,
  borderTop: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '& > span': { typography: 'caption', color: 'text.secondary' },
} as const

export function Footer() {
  const { t } = useTranslation()
  const session = useSession()
  const licensed = !!session.settings?.XPACK_LICENSE_IS_VALID
  return (
    <Box component="footer" data-testid="footer" sx={footerSx}>
      <span data-testid="footer-copyright">{licensed ? '' : t('shell.Copyright')}</span>
      <span>
        {t('shell.Version')} <strong data-testid="footer-version">{VERSION_TEXT}</strong>
        {licensed ? null : <span data-testid="footer-gpl">{` ${t('shell.GplNotice')}`}</span>}
      </span>
    </Box>
  )
}
