// ROUTE-XPACK-06 / SET-08: the branding (interface setting) of the paid edition: login page title and four images,
// each upload saying the size it should have. Fields and labels come from the view's OPTIONS metadata; the save is
// one multipart PUT with the title and the images that were changed; "restore defaults" drops the branding.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMetadata } from '../../components/api/hooks'
import { ConfirmDialog } from '../../components/common/ConfirmDialog'
import { buildFormModel, type CustomFieldProps, type FieldContext, type FieldOverride } from '../../components/data/fieldTyping'
import { formFieldsOf, type FieldMeta } from '../../components/data/metadata'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { reasonOf, toast } from '../../components/feedback'
import { MetadataForm } from '../../components/form/MetadataForm'
import { useMetadataForm } from '../../components/form/useMetadataForm'
import { PageFrame } from '../../components/common/PageFrame'
import { fetchPublicSettings } from '../../session/api'
import { sessionStore } from '../../session/store'
import { interfaceSetting, restoreInterfaceSetting, saveInterfaceSetting, messageOf } from './settingsApi'
import { xpackInterfaceSettingRetrieve } from '../../generated/operations/xpack'
import { urlOf } from '../../http/operation'

export const INTERFACE_URL = urlOf(xpackInterfaceSettingRetrieve)
const QUERY_KEY = ['settings', 'interface'] as const

/** SET-08: the image fields and the size each should have (locale keys). */
export const IMAGE_SIZES: Record<string, string> = {
  favicon: 'settings.iface.sizeFavicon',
  login_image: 'settings.iface.sizeLoginImage',
  logo_index: 'settings.iface.sizeLogoIndex',
  logo_logout: 'settings.iface.sizeLogoLogout',
}
const IMAGE_FIELDS = ['login_image', 'favicon', 'logo_index', 'logo_logout']

/** An image upload: the current image, a chosen file's name, and the size the image should have. */
function ImageUpload({ name, value, onChange, label, error, helperText, disabled }: CustomFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const file = value instanceof File ? value : null
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  const src = preview ?? (typeof value === 'string' && value ? value : null)
  return (
    <Box>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Box
          sx={{
            width: 96,
            height: 64,
            border: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.50',
          }}
        >
          {src && <Box component="img" src={src} alt={label} sx={{ maxWidth: '100%', maxHeight: '100%' }} />}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          name={name}
          data-testid={`upload-${name}`}
          aria-labelledby={`${id}-label`}
          onChange={(e) => {
            const chosen = e.target.files?.[0]
            if (chosen) onChange(chosen)
          }}
        />
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
          {t('settings.iface.choose')}
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>
    </Box>
  )
}

function InterfaceForm({ fields, initial }: { fields: Record<string, FieldMeta>; initial: Record<string, unknown> }) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const queryClient = useQueryClient()
  const ctx: FieldContext = useMemo(
    () => ({ mode: 'update', orgIsRoot: env.orgIsRoot, isSuperAdmin: env.isSuperAdmin, licenceValid: env.licenceValid, object: initial }),
    [env, initial],
  )
  const groups = useMemo(() => {
    const overrides: Record<string, FieldOverride> = {}
    for (const name of IMAGE_FIELDS) overrides[name] = { component: ImageUpload, helpKey: IMAGE_SIZES[name] }
    const names = ['login_title', ...IMAGE_FIELDS, ...Object.keys(fields).filter((n) => n !== 'login_title' && !IMAGE_FIELDS.includes(n))]
    return buildFormModel(fields, names, overrides)
  }, [fields])
  const controller = useMetadataForm(groups, initial, ctx)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const reloadBranding = async () => {
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY })
    try {
      sessionStore.set({ settings: await fetchPublicSettings({ silent: true }) })
    } catch {
      // shown at the next start-up
    }
  }

  const save = controller.form.handleSubmit(async (values) => {
    setBusy(true)
    controller.clearGeneralErrors()
    const body: Record<string, unknown> = { login_title: values.login_title ?? '' }
    for (const name of IMAGE_FIELDS) if (values[name] instanceof File) body[name] = values[name]
    try {
      const saved = await saveInterfaceSetting(body)
      controller.resetTo({ ...values, ...(saved ?? {}) })
      toast(t('settings.saved'))
      await reloadBranding()
    } catch (error) {
      if (!controller.applyServerError(error)) toast(`${t('common.updateErrorMsg')}: ${reasonOf(error)}`, 'error')
    } finally {
      setBusy(false)
    }
  })

  return (
    <form noValidate onSubmit={(e) => void save(e)}>
      <MetadataForm groups={groups} form={controller.form} ctx={ctx} generalErrors={controller.generalErrors} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('settings.save')}
        </Button>
        <Button type="button" disabled={busy} onClick={() => controller.resetTo(initial)}>
          {t('form.reset')}
        </Button>
        <Button type="button" color="warning" disabled={busy} onClick={() => setConfirming(true)}>
          {t('settings.iface.restore')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('settings.iface.restore')}
        message={t('settings.iface.restoreConfirm')}
        loading={busy}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true)
          try {
            const answer = await restoreInterfaceSetting()
            toast(messageOf(answer) ?? t('settings.iface.restored'))
            setConfirming(false)
            await reloadBranding()
            const fresh = queryClient.getQueryData<Record<string, unknown>>(QUERY_KEY)
            if (fresh) controller.resetTo(fresh)
          } catch (error) {
            toast(reasonOf(error), 'error')
          } finally {
            setBusy(false)
          }
        }}
      />
    </form>
  )
}

export default function InterfaceSettingPage() {
  const { t } = useTranslation()
  const { meta, loading, error } = useMetadata(INTERFACE_URL)
  const current = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => interfaceSetting(signal) as unknown as Promise<Record<string, unknown>>,
    retry: false,
  })
  const fields = useMemo(() => formFieldsOf(meta, 'PUT'), [meta])
  let body
  if (loading || current.isLoading) body = <CircularProgress size={24} aria-label={t('common.Loading')} />
  else if (error || current.isError || !current.data)
    body = <Alert severity="error">{`${t('common.getErrorMsg')}: ${reasonOf(error ?? current.error)}`}</Alert>
  else body = <InterfaceForm key={JSON.stringify(current.data)} fields={fields} initial={current.data} />
  return (
    <PageFrame title={t('route.InterfaceSetting')}>
      <Box sx={{ maxWidth: 960 }}>{body}</Box>
    </PageFrame>
  )
}
