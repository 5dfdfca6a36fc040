// The login password of a local account: current password, new password (VAL-07, the rules the platform
// publishes), and the same again; PUT /api/v1/users/profile/password/. The platform ends every session of the
// account when its password changes, so a successful change leads to the sign-in page, where the new password
// is used at once.
import Alert from '@mui/material/Alert'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonOf, toast } from '../../components/feedback'
import { useMetadataForm } from '../../components/form/useMetadataForm'
import { usersProfilePasswordUpdate } from '../../generated/api/users/users'
import type { UserProfile, UserUpdatePasswordRequest } from '../../generated/model'
import { isHttpError } from '../../http/errors'
import { logout } from '../../session/actions'
import { passwordGroups, useProfileFieldContext } from './fields'
import { ProfileForm } from './ProfileForm'

const EMPTY = { old_password: '', new_password: '', new_password_again: '' }

export function PasswordSettings({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const ctx = useProfileFieldContext()
  // the platform checks administrators against its admin minimum length
  const forAdmin = Boolean(profile.is_org_admin || profile.is_superuser)
  const groups = useMemo(() => passwordGroups(forAdmin), [forAdmin])
  const controller = useMetadataForm(groups, EMPTY, ctx)
  const [busy, setBusy] = useState(false)

  return (
    <>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
        {t('profile.passwordNotice')}
      </Alert>
      <ProfileForm
        label={t('profile.tabPassword')}
        groups={groups}
        controller={controller}
        ctx={ctx}
        busy={busy}
        submitLabel={t('profile.changePassword')}
        onSubmit={async (values) => {
          setBusy(true)
          try {
            await usersProfilePasswordUpdate(controller.payload(values) as unknown as UserUpdatePasswordRequest, undefined, {
              silent: true,
            })
            toast(t('profile.passwordChanged'))
            logout()
          } catch (error) {
            controller.applyServerError(error)
            if (!(isHttpError(error) && error.status === 401)) toast(`${t('common.updateErrorMsg')}: ${reasonOf(error)}`, 'error')
            setBusy(false)
          }
        }}
      />
    </>
  )
}
