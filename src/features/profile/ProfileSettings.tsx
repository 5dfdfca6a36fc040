// Profile settings: phone, WeChat and the user's own MFA choice, saved with PATCH /api/v1/users/profile/ (name,
// username and email are shown but only an administrator changes them). Turning MFA off is a sensitive change:
// the MFA check (MFA-01..05) comes first. The session's profile is read again after a save.
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast, reasonOf } from '../../components/feedback'
import { useMetadataForm } from '../../components/form/useMetadataForm'
import { MfaDialog } from '../../components/mfa/MfaDialog'
import { usersProfilePartialUpdate } from '../../generated/api/users/users'
import type { PatchedUserProfileRequest, UserProfile } from '../../generated/model'
import { isHttpError } from '../../http/errors'
import { settingsGroups, useProfileFieldContext } from './fields'
import { ProfileForm } from './ProfileForm'
import { mfaForced, profileQueryKey, reloadSessionProfile } from './profile'

export function ProfileSettings({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const ctx = useProfileFieldContext()
  const showMfa = !mfaForced(profile)
  const groups = useMemo(() => settingsGroups(showMfa), [showMfa])
  const controller = useMetadataForm(groups, profile as unknown as Record<string, unknown>, ctx)
  const [busy, setBusy] = useState(false)
  const [pending, setPending] = useState<PatchedUserProfileRequest | null>(null)

  const send = async (body: PatchedUserProfileRequest) => {
    setBusy(true)
    try {
      const saved = await usersProfilePartialUpdate(body, undefined, { silent: true })
      toast(t('form.updateSuccess'))
      queryClient.setQueryData(profileQueryKey, saved)
      controller.resetTo(saved as unknown as Record<string, unknown>)
      await reloadSessionProfile().catch(() => undefined)
    } catch (error) {
      controller.applyServerError(error)
      if (!(isHttpError(error) && error.status === 401)) toast(`${t('common.updateErrorMsg')}: ${reasonOf(error)}`, 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ProfileForm
        label={t('profile.tabSettings')}
        groups={groups}
        controller={controller}
        ctx={ctx}
        busy={busy}
        submitLabel={t('form.submit')}
        onReset={() => controller.resetTo(profile as unknown as Record<string, unknown>)}
        onSubmit={async (values) => {
          const body = controller.payload(values) as PatchedUserProfileRequest
          const turningMfaOff = showMfa && Number(profile.mfa_level) > 0 && Number(body.mfa_level) === 0
          if (turningMfaOff) setPending(body)
          else await send(body)
        }}
      />
      {pending && (
        <MfaDialog
          open
          onVerified={() => {
            const body = pending
            setPending(null)
            void send(body)
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  )
}
