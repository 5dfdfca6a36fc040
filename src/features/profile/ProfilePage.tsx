// ROUTE-PUB-02: the signed-in user's profile, open to every role. Tabs kept in `?tab=`: basic information,
// profile settings, login password (local accounts only), SSH public key (only when key authentication is
// allowed), API keys (AKEY-01..05). A tab the account may not use falls back to the first one.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../components/common/PageFrame'
import { activeTab } from '../../components/data/detailTabs'
import { reasonOf } from '../../components/feedback'
import type { UserProfile } from '../../generated/model'
import { AccessKeysPanel } from './AccessKeysPage'
import { PasswordSettings } from './PasswordSettings'
import { canUsePublicKey, isLocalAccount, PROFILE_TABS, useOwnProfile, type ProfileTab } from './profile'
import { ProfileInfo } from './ProfileInfo'
import { ProfileSettings } from './ProfileSettings'
import { PublicKeySettings } from './PublicKeySettings'

const TAB_TITLES: Record<ProfileTab, string> = {
  info: 'profile.tabInfo',
  settings: 'profile.tabSettings',
  password: 'profile.tabPassword',
  'public-key': 'profile.tabPublicKey',
  'access-keys': 'profile.tabAccessKeys',
}

function tabsFor(profile: UserProfile): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'password') return isLocalAccount(profile)
    if (tab === 'public-key') return canUsePublicKey(profile)
    return true
  })
}

export default function ProfilePage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const profile = useOwnProfile()

  const openTab = (tab: ProfileTab) => {
    setSearch(
      (s) => {
        const next = new URLSearchParams(s)
        next.set('tab', tab)
        return next
      },
      { replace: true },
    )
  }

  let body
  if (profile.isLoading) body = <CircularProgress aria-label={t('common.Loading')} />
  else if (profile.isError || !profile.data)
    body = <Alert severity="error">{`${t('common.getErrorMsg')}: ${reasonOf(profile.error)}`}</Alert>
  else {
    const data = profile.data
    const tabs = tabsFor(data)
    const current = activeTab(tabs, search.get('tab'), null) as ProfileTab
    body = (
      <Box>
        <Tabs
          value={current}
          onChange={(_, v: ProfileTab) => openTab(v)}
          sx={{ mb: 2 }}
          variant="scrollable"
          aria-label={t('profile.tabs')}
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(TAB_TITLES[tab])} />
          ))}
        </Tabs>
        {current === 'info' && <ProfileInfo profile={data} openTab={openTab} />}
        {current === 'settings' && <ProfileSettings key={`settings-${String(data.mfa_level)}`} profile={data} />}
        {current === 'password' && <PasswordSettings profile={data} />}
        {current === 'public-key' && <PublicKeySettings />}
        {current === 'access-keys' && <AccessKeysPanel />}
      </Box>
    )
  }
  return <PageFrame title={t('route.UserProfile')}>{body}</PageFrame>
}
