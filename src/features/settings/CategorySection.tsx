// One settings category as a card: the metadata form of `?category=<name>` (fields, labels, help texts, types and
// minimums from OPTIONS), Save (PATCH) and Reset, and the section's test actions with their outcome shown below
// the buttons. A failed save keeps every value and puts the server's messages under their fields.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMetadata } from '../../components/api/hooks'
import { buildFormModel, type FieldContext } from '../../components/data/fieldTyping'
import { formFieldsOf, type FieldMeta } from '../../components/data/metadata'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { reasonOf, toast } from '../../components/feedback'
import { MetadataForm } from '../../components/form/MetadataForm'
import { useMetadataForm } from '../../components/form/useMetadataForm'
import { fetchPublicSettings } from '../../session/api'
import { sessionStore } from '../../session/store'
import {
  categoryUrl,
  sectionGroups,
  sectionOverrides,
  suggestedSmtpSecurity,
  withoutBlankSecrets,
  type SectionAction,
  type SectionConfig,
} from './categories'
import { LdapImportDialog, LdapLoginTestDialog } from './LdapDialogs'
import { outcomeOf, readCategory, runSectionTest, saveCategory, type TestOutcome } from './settingsApi'

export const settingsQueryKey = (category: string) => ['settings', 'category', category] as const

const ACTION_LABELS: Record<SectionAction, string> = {
  mailTest: 'settings.action.mailTest',
  ldapConfigTest: 'settings.action.ldapConfigTest',
  ldapLoginTest: 'settings.action.ldapLoginTest',
  ldapImport: 'settings.action.ldapImport',
  wecomTest: 'settings.action.imTest',
  dingtalkTest: 'settings.action.imTest',
  feishuTest: 'settings.action.imTest',
  alibabaTest: 'settings.action.smsTest',
  tencentTest: 'settings.action.smsTest',
}

/** The public settings (password rules, MFA TTL …) may change with a save: read them again for the session. */
async function refreshPublicSettings(): Promise<void> {
  try {
    sessionStore.set({ settings: await fetchPublicSettings({ silent: true }) })
  } catch {
    // the next start-up reads them anyway
  }
}

function SectionForm({
  section,
  fields,
  initial,
}: {
  section: SectionConfig
  fields: Record<string, FieldMeta>
  initial: Record<string, unknown>
}) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const queryClient = useQueryClient()
  const ctx: FieldContext = useMemo(
    () => ({
      mode: 'update',
      orgIsRoot: env.orgIsRoot,
      isSuperAdmin: env.isSuperAdmin,
      licenceValid: env.licenceValid,
      object: initial,
      settings: env.settings,
    }),
    [env, initial],
  )
  const groups = useMemo(() => buildFormModel(fields, sectionGroups(section, fields), sectionOverrides(section, fields)), [fields, section])
  const controller = useMetadataForm(groups, initial, ctx)
  const { form } = controller
  const [saving, setSaving] = useState(false)
  const [testing, setTesting] = useState<SectionAction | null>(null)
  const [outcome, setOutcome] = useState<TestOutcome | null>(null)
  const [hint, setHint] = useState<string | null>(null)
  const [dialog, setDialog] = useState<'login' | 'import' | null>(null)

  // SET-02: choosing port 465 switches SSL on (and TLS off), 587 the other way round, and says so.
  useEffect(() => {
    if (!fields.EMAIL_PORT) return undefined
    const subscription = form.watch((values, { name }) => {
      if (name !== 'EMAIL_PORT') return
      const suggestion = suggestedSmtpSecurity(values.EMAIL_PORT)
      if (!suggestion) return
      if (fields.EMAIL_USE_SSL) form.setValue('EMAIL_USE_SSL', suggestion === 'ssl', { shouldDirty: true })
      if (fields.EMAIL_USE_TLS) form.setValue('EMAIL_USE_TLS', suggestion === 'tls', { shouldDirty: true })
      setHint(t(suggestion === 'ssl' ? 'settings.mail.suggestSsl' : 'settings.mail.suggestTls'))
    })
    return () => subscription.unsubscribe()
  }, [fields, form, t])

  const save = form.handleSubmit(async (values) => {
    setSaving(true)
    controller.clearGeneralErrors()
    try {
      const saved = await saveCategory(section.category, withoutBlankSecrets(controller.payload(values), fields, initial))
      const next = { ...values, ...saved }
      queryClient.setQueryData(settingsQueryKey(section.category), next)
      controller.resetTo(next)
      toast(t('settings.saved'))
      void refreshPublicSettings()
    } catch (error) {
      if (!controller.applyServerError(error)) toast(`${t('common.updateErrorMsg')}: ${reasonOf(error)}`, 'error')
      else toast(t('settings.saveInvalid'), 'error')
    } finally {
      setSaving(false)
    }
  })

  const runTest = async (action: SectionAction) => {
    if (action === 'ldapLoginTest') return setDialog('login')
    if (action === 'ldapImport') return setDialog('import')
    if (!(await form.trigger())) return
    setTesting(action)
    setOutcome(null)
    const values = form.getValues()
    const body = action === 'ldapConfigTest' ? controller.payload(values) : withoutBlankSecrets(controller.payload(values), fields, initial)
    try {
      setOutcome(outcomeOf({ ok: true, body: await runSectionTest(action, body) }, t))
    } catch (error) {
      setOutcome(outcomeOf({ ok: false, error }, t))
    } finally {
      setTesting(null)
    }
  }

  const titleId = `settings-${section.category}`
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
          {t(section.titleKey)}
        </Typography>
        <form noValidate onSubmit={(e) => void save(e)} aria-labelledby={titleId}>
          <MetadataForm groups={groups} form={form} ctx={ctx} generalErrors={controller.generalErrors} />
          {hint && (
            <Alert severity="info" sx={{ mt: 2 }} onClose={() => setHint(null)}>
              {hint}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('settings.save')}
            </Button>
            <Button
              type="button"
              disabled={saving}
              onClick={() => {
                controller.resetTo(initial)
                setHint(null)
              }}
            >
              {t('form.reset')}
            </Button>
            {(section.actions ?? []).map((action) => (
              <Button
                key={action}
                type="button"
                variant="outlined"
                disabled={testing !== null}
                onClick={() => void runTest(action)}
                startIcon={testing === action ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {t(ACTION_LABELS[action])}
              </Button>
            ))}
          </Stack>
          {section.actions?.includes('mailTest') && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('settings.mail.testNote')}
            </Typography>
          )}
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ mt: 2 }} onClose={() => setOutcome(null)}>
              {outcome.text}
            </Alert>
          )}
        </form>
      </CardContent>
      {dialog === 'login' && <LdapLoginTestDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <LdapImportDialog onClose={() => setDialog(null)} />}
    </Card>
  )
}

/** A category: its metadata and values are read, then its form is shown. */
export function CategorySection({ section }: { section: SectionConfig }) {
  const { t } = useTranslation()
  const { meta, loading, error } = useMetadata(categoryUrl(section.category))
  const values = useQuery({
    queryKey: settingsQueryKey(section.category),
    queryFn: ({ signal }) => readCategory(section.category, signal),
    retry: false,
  })
  const fields = useMemo(() => formFieldsOf(meta, 'PATCH'), [meta])
  if (loading || values.isLoading) {
    return (
      <Box sx={{ p: 2 }}>
        <CircularProgress size={24} aria-label={t('common.Loading')} />
      </Box>
    )
  }
  if (error || values.isError || !values.data) {
    return <Alert severity="error">{`${t(section.titleKey)}: ${t('common.getErrorMsg')} ${reasonOf(error ?? values.error)}`}</Alert>
  }
  return <SectionForm section={section} fields={fields} initial={values.data} />
}
