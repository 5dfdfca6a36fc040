// The pieces both request forms share (TICKET-07): the organisation chooser, the validity dates, a multiple picker
// over a `suggestions` operation, the submit (the contract's body check, the server's field errors under their
// fields, the detail page of the opened ticket), and the page frame with its buttons.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type ReactNode } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageFrame } from '../../../components/common/PageFrame'
import { mapServerErrors } from '../../../components/data/serverErrors'
import { reasonOf, toast } from '../../../components/feedback'
import { bodyComplaints, showFieldErrors } from '../../../components/form/submitErrors'
import DateTimeInput from '../../../components/form/widgets/DateTimeInput'
import { RelationSelect } from '../../../components/form/widgets/RelationSelect'
import type { Item } from '../../../components/form/widgets/relationData'
import { ticketsTicketsOpen } from '../../../generated/operations/tickets'
import { TicketsTicketsOpenBody } from '../../../generated/zod/tickets/tickets.zod'
import { isHttpError } from '../../../http/errors'
import { request, urlOf, type Operation } from '../../../http/operation'
import { useSession } from '../../../session/useSession'
import { SelectInput } from './SelectInput'
import { detailPathOf, requestOrgs, type OpenBody, type OrgChoice, type RequestType } from './requestModel'

/** The organisations the signed-in user may open a request in, and the one chosen first. */
export function useRequestOrgs(): { orgs: OrgChoice[]; initial: string } {
  const session = useSession()
  const all = session.profile?.user_all_orgs ?? []
  return requestOrgs(all, session.currentOrg)
}

/**
 * The submit of a request form: the body is checked against the contract's body schema, sent to
 * `tickets/open/?type=…`; success opens the ticket's detail page with a toast, a 400 puts each message under its
 * field (`meta.apply_assets` …) and the rest above the form. Nothing typed is cleared.
 */
export function useOpenRequest<V extends FieldValues>(type: RequestType, form: UseFormReturn<V>, fieldNames: readonly string[]) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [general, setGeneral] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const submit = async (body: OpenBody) => {
    setGeneral([])
    const complaints = bodyComplaints(TicketsTicketsOpenBody, body)
    if (complaints.length) {
      setGeneral(complaints)
      return
    }
    setBusy(true)
    try {
      const ticket = await request(ticketsTicketsOpen, { query: { type }, body }, { silent: true })
      toast(t('tickets.requestOpened'))
      navigate(detailPathOf(type, ticket.id))
    } catch (error) {
      // a 401 has opened the session-ended dialog instead
      if (isHttpError(error) && error.status === 401) return
      if (isHttpError(error) && error.status === 400) {
        const mapped = mapServerErrors(error.data, fieldNames)
        showFieldErrors(form.setError, mapped.fields)
        setGeneral(mapped.general)
      } else setGeneral([reasonOf(error)])
      toast(`${t('tickets.requestFailed')}: ${reasonOf(error)}`, 'error')
    } finally {
      setBusy(false)
    }
  }
  return { submit, general, busy }
}

export function RequestFrame({
  onSubmit,
  onReset,
  busy,
  general,
  children,
  label,
}: {
  onSubmit(): void
  onReset(): void
  busy: boolean
  general: string[]
  children: ReactNode
  label: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <PageFrame onBack={() => navigate(-1)}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
        sx={{ maxWidth: 760 }}
      >
        <Stack spacing={2.5}>
          {general.map((text) => (
            <Alert key={text} severity="error">
              {text}
            </Alert>
          ))}
          {children}
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onReset} disabled={busy}>
            {t('form.reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('form.submit')}
          </Button>
        </Box>
      </Box>
    </PageFrame>
  )
}

export function TextInput<V extends FieldValues>({
  control,
  name,
  label,
  required,
  multiline,
}: {
  control: Control<V>
  name: FieldPath<V>
  label: string
  required?: boolean
  multiline?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          required={required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  )
}

/** The organisation chooser; shown only when there is a choice to make. */
export function OrgSelect<V extends FieldValues>({
  control,
  name,
  orgs,
  onChanged,
}: {
  control: Control<V>
  name: FieldPath<V>
  orgs: OrgChoice[]
  onChanged(): void
}) {
  const { t } = useTranslation()
  if (orgs.length > 1)
    return (
      <SelectInput
        control={control}
        name={name}
        label={t('tickets.requestOrg')}
        options={orgs.map((o) => ({ value: o.id, label: o.name }))}
        onChanged={onChanged}
      />
    )
  return (
    <Controller
      control={control}
      name={name}
      render={({ fieldState }) => (
        <Box>
          {fieldState.error ? <Alert severity="error">{fieldState.error.message}</Alert> : null}
          {orgs.length === 0 ? <Alert severity="warning">{t('tickets.requestNoOrg')}</Alert> : null}
        </Box>
      )}
    />
  )
}

/** A multiple picker over a `suggestions` operation (server search, the first ten matches). */
export function SuggestionPicker<V extends FieldValues>({
  control,
  name,
  op,
  query,
  label,
  optionLabel,
  disabled,
}: {
  control: Control<V>
  name: FieldPath<V>
  op: Operation
  query: Record<string, string>
  label: string
  optionLabel(item: Item): string
  disabled?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RelationSelect
          // a new organisation or type is a new option list
          key={JSON.stringify(query)}
          url={urlOf(op)}
          query={query}
          multiple
          value={(field.value as string[]) ?? []}
          onChange={(next) => field.onChange(next ?? [])}
          onBlur={field.onBlur}
          label={label}
          name={field.name}
          required
          disabled={disabled}
          error={fieldState.error?.message}
          optionLabel={optionLabel}
        />
      )}
    />
  )
}

/** The validity dates; once the form was submitted, a new start checks the end again (their order). */
export function DatesFields<V extends FieldValues>({
  form,
  start,
  expired,
}: {
  form: UseFormReturn<V>
  start: FieldPath<V>
  expired: FieldPath<V>
}) {
  const { t } = useTranslation()
  const one = (name: FieldPath<V>, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeInput
          value={field.value}
          onChange={(next) => {
            field.onChange(next)
            if (name === start && form.formState.isSubmitted) void form.trigger(expired)
          }}
          label={label}
          name={field.name}
          required
          error={fieldState.error?.message}
        />
      )}
    />
  )
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {one(start, t('tickets.meta.apply_date_start'))}
      {one(expired, t('tickets.meta.apply_date_expired'))}
    </Stack>
  )
}

export const assetOptionLabel = (item: Item): string =>
  item.ip ? `${String(item.hostname)}(${String(item.ip)})` : String(item.hostname ?? item.id)
export const systemUserOptionLabel = (item: Item): string =>
  item.username && item.username !== item.name ? `${String(item.name)}(${String(item.username)})` : String(item.name ?? item.id)
