// Request application access (TICKET-07): routes RequestApplicationPermTicketCreate and
// MyRequestApplicationPermTicketCreate. Category, then type; the applications of that type and the system users of
// its protocol (RDP for remote apps) come from the `suggestions` operations; then the validity dates. Opens
// `tickets/open/?type=apply_application` (the server keeps only the applications of the type asked for).
import Stack from '@mui/material/Stack'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applicationsApplicationsSuggestions } from '../../../generated/operations/applications'
import { assetsSystemUsersSuggestions } from '../../../generated/operations/assets'
import {
  DatesFields,
  OrgSelect,
  RequestFrame,
  SuggestionPicker,
  systemUserOptionLabel,
  TextInput,
  useOpenRequest,
  useRequestOrgs,
} from './RequestParts'
import { SelectInput } from './SelectInput'
import {
  APP_CATEGORIES,
  APP_TYPES,
  appProtocolOf,
  applicationRequestBody,
  defaultDates,
  defaultTitle,
  type AppCategory,
  type ApplicationRequestValues,
  type AppType,
} from './requestModel'
import { applicationRequestSchema } from './requestSchema'

const FIELDS = [
  'title',
  'org_id',
  'comment',
  'meta.apply_category',
  'meta.apply_type',
  'meta.apply_applications',
  'meta.apply_system_users',
  'meta.apply_date_start',
  'meta.apply_date_expired',
] as const

const appLabel = (item: Record<string, unknown>) => String(item.name ?? item.id)

export default function RequestApplicationPermPage() {
  const { t } = useTranslation()
  const { orgs, initial: initialOrg } = useRequestOrgs()
  const [initial] = useState<ApplicationRequestValues>(() => {
    const now = new Date()
    const dates = defaultDates(now)
    return {
      title: defaultTitle(t('tickets.requestApplicationTitle'), now),
      org_id: initialOrg,
      comment: '',
      meta: {
        apply_category: '',
        apply_type: '',
        apply_applications: [],
        apply_system_users: [],
        apply_date_start: dates.start,
        apply_date_expired: dates.expired,
      },
    }
  })
  const resolver = useMemo(() => zodResolver(applicationRequestSchema(t)) as unknown as Resolver<ApplicationRequestValues>, [t])
  const form = useForm<ApplicationRequestValues>({ defaultValues: initial, resolver, mode: 'onBlur', reValidateMode: 'onChange' })
  const { submit, general, busy } = useOpenRequest('apply_application', form, FIELDS)
  const [orgId, category, type] = useWatch({ control: form.control, name: ['org_id', 'meta.apply_category', 'meta.apply_type'] })
  const oid = orgId ? { oid: orgId } : ({} as Record<string, string>)
  const clearPicked = () => {
    form.setValue('meta.apply_applications', [])
    form.setValue('meta.apply_system_users', [])
  }
  const chosen = category && type ? { category: category as AppCategory, type: type as AppType } : null

  return (
    <RequestFrame
      label={t('route.RequestApplicationPermTicketCreate')}
      busy={busy}
      general={general}
      onReset={() => form.reset(initial)}
      onSubmit={() => void form.handleSubmit((values) => submit(applicationRequestBody(values)))()}
    >
      <TextInput control={form.control} name="title" label={t('tickets.requestTitle')} required />
      <OrgSelect control={form.control} name="org_id" orgs={orgs} onChanged={clearPicked} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          control={form.control}
          name="meta.apply_category"
          label={t('tickets.meta.apply_category')}
          options={APP_CATEGORIES.map((c) => ({ value: c, label: t(`tickets.requestCategories.${c}`) }))}
          onChanged={() => {
            form.setValue('meta.apply_type', '')
            clearPicked()
          }}
        />
        <SelectInput
          control={form.control}
          name="meta.apply_type"
          label={t('tickets.meta.apply_type')}
          disabled={!category}
          options={(category ? APP_TYPES[category as AppCategory] : []).map((v) => ({
            value: v,
            label: t(`tickets.requestAppTypes.${v}`),
          }))}
          onChanged={clearPicked}
        />
      </Stack>
      <SuggestionPicker
        control={form.control}
        name="meta.apply_applications"
        op={applicationsApplicationsSuggestions}
        query={chosen ? { ...oid, category: chosen.category, type: chosen.type } : oid}
        label={t('tickets.meta.apply_applications')}
        optionLabel={appLabel}
        disabled={!chosen}
      />
      <SuggestionPicker
        control={form.control}
        name="meta.apply_system_users"
        op={assetsSystemUsersSuggestions}
        query={chosen ? { ...oid, protocol: appProtocolOf(chosen.category, chosen.type) } : oid}
        label={t('tickets.meta.apply_system_users')}
        optionLabel={systemUserOptionLabel}
        disabled={!chosen}
      />
      <DatesFields form={form} start="meta.apply_date_start" expired="meta.apply_date_expired" />
      <TextInput control={form.control} name="comment" label={t('tickets.requestComment')} multiline />
    </RequestFrame>
  )
}
