// Create / update an approval flow (TICKET-04): routes TicketFlowCreate (`?type=` presets the type, `?clone_from=`
// starts from another flow, e.g. the global one) and TicketFlowUpdate. One or two levels, each with its strategy and,
// for custom users, the users; the saved flow's detail page follows.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { PageFrame } from '../../../components/common/PageFrame'
import { reasonOf, toast } from '../../../components/feedback'
import { bodyComplaints, showFieldErrors } from '../../../components/form/submitErrors'
import { RelationSelect } from '../../../components/form/widgets/RelationSelect'
import { SelectInput } from '../request/SelectInput'
import { ticketsFlowsCreate, ticketsFlowsRetrieve, ticketsFlowsUpdate } from '../../../generated/operations/tickets'
import { usersUsersList } from '../../../generated/operations/users'
import { TicketsFlowsUpdateBody } from '../../../generated/zod/tickets/tickets.zod'
import { isHttpError } from '../../../http/errors'
import { request, urlOf } from '../../../http/operation'
import {
  FLOW_TYPES,
  flowBody,
  flowDetailPath,
  flowErrors,
  flowSchema,
  MAX_LEVELS,
  newRule,
  STRATEGIES,
  valuesOf,
  type Flow,
  type FlowType,
  type FlowValues,
} from './flowModel'

const userLabel = (item: Record<string, unknown>) => `${String(item.name ?? '')}(${String(item.username ?? '')})`

function FlowForm({ id, initial, typeFixed }: { id?: string; initial: FlowValues; typeFixed: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const resolver = useMemo(() => zodResolver(flowSchema(t)) as unknown as Resolver<FlowValues>, [t])
  const form = useForm<FlowValues>({ defaultValues: initial, resolver, mode: 'onBlur', reValidateMode: 'onChange' })
  const levels = useFieldArray({ control: form.control, name: 'rules' })
  const [general, setGeneral] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const rules = useWatch({ control: form.control, name: 'rules' })

  const save = form.handleSubmit(async (values) => {
    setGeneral([])
    const body = flowBody({ ...values, type: values.type as FlowType })
    const complaints = bodyComplaints(TicketsFlowsUpdateBody, body)
    if (complaints.length) {
      setGeneral(complaints)
      return
    }
    setBusy(true)
    try {
      const saved = id
        ? await request(ticketsFlowsUpdate, { path: { id }, body }, { silent: true })
        : ((await request(ticketsFlowsCreate, { body }, { silent: true })) as Flow)
      toast(t(id ? 'form.updateSuccess' : 'form.createSuccess'))
      await queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(urlOf(ticketsFlowsCreate)),
      })
      navigate(flowDetailPath(saved.id))
    } catch (error) {
      if (isHttpError(error) && error.status === 400) {
        const mapped = flowErrors(error.data)
        showFieldErrors(form.setError, mapped.fields)
        setGeneral(mapped.general)
      }
      if (!(isHttpError(error) && error.status === 401))
        toast(`${t(id ? 'common.updateErrorMsg' : 'common.createErrorMsg')}: ${reasonOf(error)}`, 'error')
    } finally {
      setBusy(false)
    }
  })

  return (
    <Box
      component="form"
      noValidate
      aria-label={t(id ? 'route.TicketFlowUpdate' : 'route.TicketFlowCreate')}
      onSubmit={(e) => void save(e)}
      sx={{ maxWidth: 760 }}
    >
      <Stack spacing={2.5}>
        {general.map((text) => (
          <Alert key={text} severity="error">
            {text}
          </Alert>
        ))}
        <SelectInput
          control={form.control}
          name="type"
          label={t('tickets.flowType')}
          disabled={typeFixed}
          options={FLOW_TYPES.map((type) => ({ value: type, label: t(`tickets.type.${type}`) }))}
        />
        {levels.fields.map((level, index) => (
          <Paper key={level.id} variant="outlined" sx={{ p: 2 }} role="group" aria-label={t('tickets.flowLevel', { level: index + 1 })}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('tickets.flowLevel', { level: index + 1 })}
              </Typography>
              {index > 0 && index === levels.fields.length - 1 ? (
                <Button size="small" color="error" onClick={() => levels.remove(index)}>
                  {t('tickets.flowRemoveLevel')}
                </Button>
              ) : null}
            </Stack>
            <Stack spacing={2}>
              <SelectInput
                control={form.control}
                name={`rules.${index}.strategy`}
                label={t('tickets.flowStrategy')}
                options={STRATEGIES.map((st) => ({ value: st, label: t(`tickets.flowStrategies.${st}`) }))}
              />
              {rules[index]?.strategy === 'custom_user' ? (
                <Controller
                  control={form.control}
                  name={`rules.${index}.assignees`}
                  render={({ field, fieldState }) => (
                    <RelationSelect
                      url={urlOf(usersUsersList)}
                      multiple
                      value={field.value}
                      onChange={(next) => field.onChange(next ?? [])}
                      onBlur={field.onBlur}
                      label={t('tickets.flowAssignees')}
                      name={field.name}
                      required
                      error={fieldState.error?.message}
                      optionLabel={userLabel}
                    />
                  )}
                />
              ) : null}
            </Stack>
          </Paper>
        ))}
        {levels.fields.length < MAX_LEVELS ? (
          <Box>
            <Button variant="outlined" onClick={() => levels.append(newRule())}>
              {t('tickets.flowAddLevel')}
            </Button>
          </Box>
        ) : null}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => form.reset(initial)} disabled={busy}>
          {t('form.reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('form.submit')}
        </Button>
      </Box>
    </Box>
  )
}

export default function FlowFormPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { id } = useParams()
  const [search] = useSearchParams()
  const source = id ?? search.get('clone_from') ?? undefined
  const presetType = search.get('type')
  const flow = useQuery({
    queryKey: [source ? urlOf(ticketsFlowsRetrieve, { id: source }) : 'ticket-flow-none'],
    queryFn: ({ signal }) => request(ticketsFlowsRetrieve, { path: { id: source ?? '' }, signal }),
    enabled: Boolean(source),
  })
  const preset = FLOW_TYPES.find((x) => x === presetType)
  let body
  if (source && flow.isPending) body = <CircularProgress size={24} />
  else if (source && flow.isError) body = <Alert severity="error">{reasonOf(flow.error)}</Alert>
  else {
    const initial: FlowValues = flow.data ? valuesOf(flow.data) : { type: preset ?? '', rules: [newRule()] }
    body = <FlowForm id={id} initial={initial} typeFixed={Boolean(id || preset)} />
  }
  return (
    <PageFrame title={t(id ? 'route.TicketFlowUpdate' : 'route.TicketFlowCreate')} onBack={() => navigate(-1)}>
      {body}
    </PageFrame>
  )
}
