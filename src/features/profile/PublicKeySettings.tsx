// The SSH public key the user signs in to assets with (only when the platform allows key authentication): the
// current key's comment and fingerprint from GET /api/v1/users/profile/public-key/, and a new key replacing it
// with PUT on the same address (the server checks it is a valid OpenSSH public key).
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonOf, toast } from '../../components/feedback'
import { buildFormModel } from '../../components/data/fieldTyping'
import { useMetadataForm } from '../../components/form/useMetadataForm'
import { useUsersProfilePublicKeyRetrieve, usersProfilePublicKeyUpdate } from '../../generated/api/users/users'
import type { UserUpdatePublicKeyRequest } from '../../generated/model'
import { isHttpError } from '../../http/errors'
import { publicKeyField, useProfileFieldContext } from './fields'
import { ProfileForm } from './ProfileForm'
import { profileQueryKey } from './profile'

export function PublicKeySettings() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const ctx = useProfileFieldContext()
  const current = useUsersProfilePublicKeyRetrieve(undefined, { query: { retry: false }, request: { silent: true } })
  const groups = useMemo(
    () =>
      buildFormModel({}, ['public_key'], {
        public_key: { ...publicKeyField, required: true, meta: { ...publicKeyField.meta, type: 'string', required: true } },
      }),
    [],
  )
  const controller = useMetadataForm(groups, { public_key: '' }, ctx)
  const [busy, setBusy] = useState(false)

  const comment = current.data?.public_key_comment
  const fingerprint = current.data?.public_key_hash_md5
  return (
    <Box>
      <Box component="section" aria-label={t('profile.currentKey')} sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('profile.currentKey')}
        </Typography>
        {current.isLoading ? (
          <CircularProgress size={20} aria-label={t('common.Loading')} />
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 30%) 1fr', rowGap: 1, columnGap: 2, m: 0, fontSize: 14 }}
          >
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('profile.keyComment')}
            </Box>
            <Box component="dd" sx={{ m: 0 }} data-field="public_key_comment">
              {comment || '-'}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('profile.keyFingerprint')}
            </Box>
            <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }} data-field="public_key_hash_md5">
              {fingerprint || t('profile.noKey')}
            </Box>
          </Box>
        )}
      </Box>
      <ProfileForm
        label={t('profile.tabPublicKey')}
        groups={groups}
        controller={controller}
        ctx={ctx}
        busy={busy}
        submitLabel={t('profile.saveKey')}
        onSubmit={async (values) => {
          setBusy(true)
          try {
            const body = { public_key: String(values.public_key ?? '').trim() } satisfies UserUpdatePublicKeyRequest
            const saved = await usersProfilePublicKeyUpdate(body, undefined, { silent: true })
            queryClient.setQueryData(current.queryKey, saved)
            await queryClient.invalidateQueries({ queryKey: profileQueryKey })
            controller.resetTo({ public_key: '' })
            toast(t('profile.keySaved'))
          } catch (error) {
            controller.applyServerError(error)
            if (!(isHttpError(error) && error.status === 401)) toast(`${t('common.updateErrorMsg')}: ${reasonOf(error)}`, 'error')
          } finally {
            setBusy(false)
          }
        }}
      />
    </Box>
  )
}
