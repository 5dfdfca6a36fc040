// ROUTE-PUB-04: a short guide for a new account — what the console is for, where the assets are, the web
// terminal, MFA and SSH key set-up, the profile — and a button on to the console home of the current role. When
// the platform has a user guide address (the profile's `guide_url`, i.e. USER_GUIDE_URL), it is linked too.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../components/common/PageFrame'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { EXTERNAL_LINKS } from '../../config/constants'
import { uiUrl } from '../../config/paths'
import { browser } from '../../http/browser'
import { isAdminView } from '../../session/permissions'
import { useSession } from '../../session/useSession'
import { PROFILE_PATH, profileTabPath, useOwnProfile } from './profile'

function Step({ titleKey, textKey, children }: { titleKey: string; textKey: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box component="section" aria-label={t(titleKey)}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t(titleKey)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(textKey)}
      </Typography>
      {children}
    </Box>
  )
}

/** A plain http(s) address or a path of the platform; anything else is not offered as a link. */
function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = value.trim()
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined
}

export default function UserGuidePage() {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const session = useSession()
  const profile = useOwnProfile()
  const guideUrl = safeUrl(profile.data?.guide_url) ?? safeUrl(env.settings.USER_GUIDE_URL)
  const admin = isAdminView(session.currentRole)
  return (
    <PageFrame title={t('route.UserGuide')}>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        <Typography variant="body1">{t('profile.guideWelcome')}</Typography>
        <Step titleKey="profile.guideConsoleTitle" textKey={admin ? 'profile.guideConsoleAdmin' : 'profile.guideConsoleUser'} />
        <Step titleKey="profile.guideAssetsTitle" textKey={admin ? 'profile.guideAssetsAdmin' : 'profile.guideAssetsUser'} />
        <Step titleKey="profile.guideTerminalTitle" textKey="profile.guideTerminalText">
          <Link href={EXTERNAL_LINKS.webTerminal} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('profile.guideTerminalLink')}
          </Link>
        </Step>
        <Step titleKey="profile.guideMfaTitle" textKey="profile.guideMfaText">
          <Link component={RouterLink} to={profileTabPath('settings')} variant="body2">
            {t('profile.tabSettings')}
          </Link>
        </Step>
        <Step titleKey="profile.guideKeyTitle" textKey="profile.guideKeyText">
          <Stack direction="row" spacing={2}>
            <Link component={RouterLink} to={profileTabPath('public-key')} variant="body2">
              {t('profile.tabPublicKey')}
            </Link>
            <Link component={RouterLink} to={profileTabPath('access-keys')} variant="body2">
              {t('profile.tabAccessKeys')}
            </Link>
          </Stack>
        </Step>
        <Step titleKey="profile.guideProfileTitle" textKey="profile.guideProfileText">
          <Link component={RouterLink} to={PROFILE_PATH} variant="body2">
            {t('route.UserProfile')}
          </Link>
        </Step>
        {guideUrl && (
          <Step titleKey="profile.guideMoreTitle" textKey="profile.guideMoreText">
            <Link href={guideUrl} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="user-guide-url">
              {t('profile.guideMoreLink')}
            </Link>
          </Step>
        )}
        <Box>
          {/* the console starts again at its home (`/ui/`): the guard now reads the account as past its first login */}
          <Button variant="contained" onClick={() => browser.assign(uiUrl('/'))}>
            {t('profile.guideContinue')}
          </Button>
        </Box>
      </Stack>
    </PageFrame>
  )
}
