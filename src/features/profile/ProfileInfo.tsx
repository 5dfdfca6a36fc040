// The basic information tab: what the platform knows about the account, read-only, and a side card with what the
// user can do next (each action opens the tab that does it).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DetailCard } from '../../components/detail/DetailCard'
import type { InfoItem, Row } from '../../components/resource/types'
import type { UserProfile } from '../../generated/model'
import { canUsePublicKey, isLocalAccount, mfaForced, type ProfileTab } from './profile'

function mfaStatusKey(profile: UserProfile): string {
  if (mfaForced(profile)) return 'profile.mfaForced'
  return profile.mfa_enabled ? 'profile.mfaOn' : 'profile.mfaOff'
}

export function ProfileInfo({ profile, openTab }: { profile: UserProfile; openTab(tab: ProfileTab): void }) {
  const { t } = useTranslation()
  const items: InfoItem[] = [
    { field: 'username', labelKey: 'profile.username' },
    { field: 'name', labelKey: 'profile.name' },
    { field: 'email', labelKey: 'profile.email' },
    { field: 'role', labelKey: 'profile.systemRole', value: (o) => o.role_display || o.role },
    {
      field: 'org_roles',
      labelKey: 'profile.orgRoles',
      value: (o) => o.org_role_display || (Array.isArray(o.current_org_roles) ? o.current_org_roles.join(', ') : ''),
    },
    { field: 'groups_display', labelKey: 'profile.groups' },
    { field: 'source', labelKey: 'profile.source', value: (o) => o.source_display || o.source },
    { field: 'mfa_level', labelKey: 'profile.mfaStatus', value: (o) => t(mfaStatusKey(o as unknown as UserProfile)) },
    { field: 'public_key_hash_md5', labelKey: 'profile.keyFingerprint', value: (o) => o.public_key_hash_md5 || t('profile.noKey') },
    { field: 'phone', labelKey: 'profile.phone' },
    { field: 'wechat', labelKey: 'profile.wechat' },
    { field: 'date_joined', labelKey: 'profile.dateJoined', kind: 'datetime' },
    { field: 'last_login', labelKey: 'profile.lastLogin', kind: 'datetime' },
    { field: 'date_password_last_updated', labelKey: 'profile.passwordUpdated', kind: 'datetime' },
    { field: 'date_expired', labelKey: 'profile.dateExpired', kind: 'datetime' },
    { field: 'comment', labelKey: 'profile.comment' },
  ]
  const actions: Array<{ tab: ProfileTab; titleKey: string; labelKey: string; disabled: boolean }> = [
    { tab: 'settings', titleKey: 'profile.actionSettings', labelKey: 'profile.open', disabled: false },
    { tab: 'password', titleKey: 'profile.actionPassword', labelKey: 'profile.open', disabled: !isLocalAccount(profile) },
    { tab: 'public-key', titleKey: 'profile.actionPublicKey', labelKey: 'profile.open', disabled: !canUsePublicKey(profile) },
    { tab: 'access-keys', titleKey: 'profile.actionAccessKeys', labelKey: 'profile.open', disabled: false },
  ]
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <DetailCard object={profile as unknown as Row} items={items} fields={{}} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('profile.quickActions')}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('profile.quickActions')}
          </Typography>
          <Stack spacing={1}>
            {actions.map((a) => (
              <Box key={a.tab} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2">{t(a.titleKey)}</Typography>
                <Button size="small" variant="outlined" disabled={a.disabled} onClick={() => openTab(a.tab)} aria-label={t(a.titleKey)}>
                  {t(a.labelKey)}
                </Button>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  )
}
