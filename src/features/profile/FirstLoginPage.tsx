// ROUTE-PUB-03 / GUARD-15: the page a first-login account is sent to. The account's identity (read-only), its
// MFA choice (not shown when the administrator forces MFA), an SSH public key (local accounts, when key
// authentication is allowed), phone and WeChat, and the terms, which must be accepted (VAL-17 / ERR-34).
// Saving sends PUT /api/v1/users/profile/ with `is_first_login: false`, then the guide opens. A failed save keeps
// every value and shows the server's messages under their fields.
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageFrame } from '../../components/common/PageFrame'
import type { CustomFieldProps, FieldOverride } from '../../components/data/fieldTyping'
import { reasonOf, toast } from '../../components/feedback'
import { useMetadataForm } from '../../components/form/useMetadataForm'
import { usersProfileUpdate } from '../../generated/api/users/users'
import type { UserProfile, UserProfileRequest } from '../../generated/model'
import { isHttpError } from '../../http/errors'
import { firstLoginGroups, useProfileFieldContext } from './fields'
import { ProfileForm } from './ProfileForm'
import { canUsePublicKey, GUIDE_PATH, isLocalAccount, mfaForced, profileQueryKey, reloadSessionProfile, useOwnProfile } from './profile'

function TermsCheckbox({ name, value, onChange, onBlur, error, disabled }: CustomFieldProps) {
  const { t } = useTranslation()
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('profile.termsText')}
      </Typography>
      <FormControlLabel
        control={<Checkbox name={name} checked={value === true} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />}
        label={t('profile.termsAgree')}
      />
      {error && <FormHelperText role="alert">{error}</FormHelperText>}
    </FormControl>
  )
}

const termsField: FieldOverride = {
  labelKey: 'profile.termsAgree',
  meta: { type: 'boolean' },
  component: TermsCheckbox,
  validate: (value) => (value === true ? undefined : 'profile.agreeTerms'),
}

function FirstLoginForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const ctx = useProfileFieldContext()
  const forced = mfaForced(profile)
  const showPublicKey = isLocalAccount(profile) && canUsePublicKey(profile)
  const groups = useMemo(() => firstLoginGroups({ showMfa: !forced, showPublicKey }, termsField), [forced, showPublicKey])
  const initial = useMemo(() => ({ ...profile, public_key: '', terms: false }) as unknown as Record<string, unknown>, [profile])
  const controller = useMetadataForm(groups, initial, ctx)
  const [busy, setBusy] = useState(false)

  return (
    <ProfileForm
      label={t('route.PersonalInformationImprovement')}
      groups={groups}
      controller={controller}
      ctx={ctx}
      busy={busy}
      submitLabel={t('profile.firstLoginSubmit')}
      onSubmit={async (values) => {
        const body: Record<string, unknown> = { ...controller.payload(values), is_first_login: false }
        delete body.terms
        // a forced level is the administrator's: the server keeps it whatever is sent, so it is not sent
        if (forced) delete body.mfa_level
        if (typeof body.public_key !== 'string' || body.public_key.trim() === '') delete body.public_key
        else body.public_key = body.public_key.trim()
        setBusy(true)
        try {
          const saved = await usersProfileUpdate(body as UserProfileRequest, undefined, { silent: true })
          queryClient.setQueryData(profileQueryKey, saved)
          await reloadSessionProfile().catch(() => undefined)
          toast(t('form.updateSuccess'))
          navigate(GUIDE_PATH)
        } catch (error) {
          controller.applyServerError(error)
          if (!(isHttpError(error) && error.status === 401)) toast(`${t('common.updateErrorMsg')}: ${reasonOf(error)}`, 'error')
          setBusy(false)
        }
      }}
    />
  )
}

export default function FirstLoginPage() {
  const { t } = useTranslation()
  const profile = useOwnProfile()
  let body
  if (profile.isLoading) body = <CircularProgress aria-label={t('common.Loading')} />
  else if (profile.isError || !profile.data)
    body = <Alert severity="error">{`${t('common.getErrorMsg')}: ${reasonOf(profile.error)}`}</Alert>
  else {
    body = (
      <>
        <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
          {t('profile.firstLoginIntro')}
        </Alert>
        <FirstLoginForm profile={profile.data} />
      </>
    )
  }
  return <PageFrame title={t('route.PersonalInformationImprovement')}>{body}</PageFrame>
}
