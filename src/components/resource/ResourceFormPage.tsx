// FORM-01..15: create and update share one form built from the metadata of the submit method. `?clone_from={id}`
// pre-fills a create from another object. Reset, Save and add another, Submit; success goes to the list; a failed
// save keeps every value and puts the server's errors under their fields. Issue 23: a success answer that is not
// what the contract says the save answers is not reported as saved; the values survive signing in again (draft.ts).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { httpRequest } from '../../http/client'
import { answerFits, bodySchemaOf } from '../../http/bodySchema'
import type { BodySchema } from '../../http/operation'
import { isHttpError } from '../../http/errors'
import { withQuery } from '../../http/query'
import { useMetadata } from '../api/hooks'
import { detailUrlOf, fetchObject } from '../api/requests'
import { useConsoleEnv } from '../env/ConsoleEnv'
import { buildFormModel, type FieldContext } from '../data/fieldTyping'
import { formFieldsOf, type FieldMeta } from '../data/metadata'
import { buildPath, routeNamesOf } from '../data/routeNames'
import { detailOf, reasonOf, toast } from '../feedback'
import { useFormDraft, useKeepDraft } from '../form/draft'
import { MetadataForm } from '../form/MetadataForm'
import { useMetadataForm } from '../form/useMetadataForm'
import { PageFrame } from '../common/PageFrame'
import { patternOf, readQueryOf } from './registry'
import type { ResourceConfig, Row } from './types'

type Mode = 'create' | 'update' | 'clone'

function listPath(config: ResourceConfig): string {
  return patternOf(config, 'list')
}

/** The values a form starts with for a mode (FORM-04: what Reset goes back to). */
export function startValues(config: ResourceConfig, mode: Mode, ctx: FieldContext, object: Row | undefined): Record<string, unknown> {
  const base = config.form?.initial?.(ctx) ?? {}
  if (!object || mode === 'create') return base
  const loaded = config.form?.fromObject?.(object, ctx) ?? object
  if (mode === 'update') return { ...loaded }
  const clone: Record<string, unknown> = { ...base, ...loaded }
  delete clone.id
  for (const f of config.form?.cloneOmit ?? []) delete clone[f]
  return clone
}

function FormBody({
  config,
  mode,
  fields,
  object,
  id,
  schema,
}: {
  config: ResourceConfig
  mode: Mode
  fields: Record<string, FieldMeta>
  object: Row | undefined
  id?: string
  schema: BodySchema | undefined
}) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = config.form ?? {}
  const [search] = useSearchParams()
  const query = useMemo(() => Object.fromEntries(search.entries()), [search])
  const ctx: FieldContext = useMemo(
    () => ({
      mode,
      orgIsRoot: env.orgIsRoot,
      isSuperAdmin: env.isSuperAdmin,
      licenceValid: env.licenceValid,
      object,
      query,
      settings: env.settings,
    }),
    [mode, env, object, query],
  )
  const groups = useMemo(
    () => buildFormModel(fields, form.layout, form.overrides, form.exclude),
    [fields, form.layout, form.overrides, form.exclude],
  )
  const initial = useMemo(() => startValues(config, mode, ctx, object), [config, mode, ctx, object])
  // issue 23: the values kept when the session ended during the edit come back (Reset still goes to `initial`)
  const secrets = useMemo(() => new Set(groups.flatMap((g) => g.fields.filter((f) => f.kind === 'password').map((f) => f.name))), [groups])
  const { key: draftKey, draft } = useFormDraft()
  const [restored, setRestored] = useState(Boolean(draft))
  const controller = useMetadataForm(groups, draft ? { ...initial, ...draft } : initial, ctx, schema)
  useKeepDraft(draftKey, controller.form.getValues, secrets)
  const saveOp = mode === 'update' ? config.ops?.update : config.ops?.create
  const [busy, setBusy] = useState<null | 'submit' | 'again'>(null)

  const save = (again: boolean) =>
    controller.form.handleSubmit(async (values) => {
      setBusy(again ? 'again' : 'submit')
      controller.clearGeneralErrors()
      let body = controller.payload(values)
      if (form.clean) body = form.clean(body, ctx)
      const query = form.submitQuery?.(body, ctx) ?? {}
      try {
        const answer =
          mode === 'update' && id
            ? await httpRequest({ url: withQuery(detailUrlOf(config.url, id), query), method: 'PUT', data: body }, { silent: true })
            : await httpRequest({ url: withQuery(config.url, query), method: 'POST', data: body }, { silent: true })
        // the saved object changes every cached list and detail of this resource: fetch them again when shown
        const refetch = queryClient.invalidateQueries({
          predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(config.url),
        })
        if (saveOp && !(await answerFits(saveOp, answer))) {
          // issue 23: a 200 whose body is not the saved object (a proxy's page, an empty body): stay, keep the values
          toast(t('http.UnexpectedAnswer'), 'warning')
          return
        }
        toast(t(mode === 'update' ? 'form.updateSuccess' : 'form.createSuccess'))
        // a refresh that fails leaves the old view elsewhere; the save itself has succeeded
        await Promise.all([refetch, form.afterSave?.().catch(() => undefined)])
        if (again) {
          // FORM-05: stay on an empty create form.
          controller.resetTo(startValues(config, 'create', { ...ctx, mode: 'create', object: undefined }, undefined))
          if (mode !== 'create') navigate(buildPath(patternOf(config, 'create')))
        } else navigate(form.returnTo?.(body, ctx) ?? listPath(config))
      } catch (error) {
        // FORM-13..15: field errors under their fields; nothing the user typed is lost. ERR-24: the toast names what
        // failed, then the server's reason (a 401 has opened the session-ended dialog instead).
        controller.applyServerError(error)
        if (!(isHttpError(error) && error.status === 401))
          toast(`${t(mode === 'update' ? 'common.updateErrorMsg' : 'common.createErrorMsg')}: ${reasonOf(error)}`, 'error', detailOf(error))
      } finally {
        setBusy(null)
      }
    })

  const canSaveAgain = mode !== 'update' && form.saveAndAddAnother !== false
  return (
    <Box component="form" noValidate onSubmit={(e) => void save(false)(e)} aria-label={t(`form.${mode}Form`)}>
      {restored && (
        <Alert severity="info" role="status" sx={{ mb: 2 }} onClose={() => setRestored(false)}>
          {t('http.DraftRestored')}
        </Alert>
      )}
      <MetadataForm groups={groups} form={controller.form} ctx={ctx} generalErrors={controller.generalErrors} />
      <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => controller.resetTo(initial)} disabled={busy !== null}>
          {t('form.reset')}
        </Button>
        {canSaveAgain && (
          <Button
            variant="outlined"
            onClick={() => void save(true)()}
            disabled={busy !== null}
            startIcon={busy === 'again' ? <CircularProgress size={16} /> : undefined}
          >
            {t('form.saveAndAddAnother')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={busy !== null}
          startIcon={busy === 'submit' ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('form.submit')}
        </Button>
      </Box>
    </Box>
  )
}

export default function ResourceFormPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { id } = useParams()
  const [search] = useSearchParams()
  const cloneFrom = search.get('clone_from') ?? undefined
  const mode: Mode = id ? 'update' : cloneFrom ? 'clone' : 'create'
  const objectId = id ?? cloneFrom
  const objectUrl = withQuery(detailUrlOf(config.url, objectId ?? ''), readQueryOf(config, search))
  const object = useQuery({
    queryKey: [objectUrl, 'form'],
    queryFn: ({ signal }) => fetchObject<Row>(objectUrl, signal),
    enabled: Boolean(objectId),
    retry: false,
    gcTime: 0,
  })
  // A metadata query that depends on the object (e.g. its type) waits for it.
  const metaQuery = config.form?.metaQuery
  const waitsForObject = Boolean(metaQuery && objectId && !object.data)
  const metaUrl = !metaQuery
    ? config.url
    : waitsForObject
      ? undefined
      : withQuery(config.url, metaQuery({ mode, query: Object.fromEntries(search.entries()), object: object.data }) ?? {})
  const metadata = useMetadata(metaUrl)
  // FORM-02: the generated zod schema of the body the save sends, loaded beside the metadata (never with the list)
  const saveOp = mode === 'update' ? config.ops?.update : config.ops?.create
  const schema = useQuery({
    queryKey: ['form-schema', config.name, mode === 'update' ? 'update' : 'create'],
    queryFn: async () => (saveOp ? ((await bodySchemaOf(saveOp)) ?? null) : null),
    enabled: Boolean(saveOp),
    staleTime: Infinity,
    retry: 1,
  })
  const { meta, error } = metadata
  const loading = metadata.loading || (waitsForObject && !object.isError)
  const names = routeNamesOf(config.name)
  const titleKey =
    mode === 'update' ? (config.titleKeys?.update ?? `route.${names.update}`) : (config.titleKeys?.create ?? `route.${names.create}`)
  const reshape = config.form?.fields
  const fields = useMemo(() => {
    const own = formFieldsOf(meta, mode === 'update' ? 'PUT' : 'POST')
    return reshape ? reshape(own) : own
  }, [meta, mode, reshape])
  let body
  if (loading || (objectId && object.isLoading) || (saveOp && schema.isPending))
    body = <CircularProgress aria-label={t('common.Loading')} />
  else if (object.isError && isHttpError(object.error) && object.error.status === 404)
    body = <Alert severity="error">{t('detail.notFound')}</Alert>
  else if (error || object.isError || !meta || schema.isError) body = <Alert severity="error">{t('form.loadFailed')}</Alert>
  else
    body = (
      <FormBody
        key={`${mode}:${objectId ?? ''}:${metaUrl ?? ''}`}
        config={config}
        mode={mode}
        fields={fields}
        object={object.data}
        id={id}
        schema={schema.data ?? undefined}
      />
    )
  return (
    <PageFrame title={t(titleKey)} onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(listPath(config)))}>
      {body}
    </PageFrame>
  )
}
