// Request asset access (TICKET-07): routes RequestAssetPermTicketCreate and MyRequestAssetPermTicketCreate. The
// applicant picks, in one of their organisations, assets and system users (from the `suggestions` operations every
// signed-in user may read; system users of the asset protocols), the actions and the validity dates, and opens
// `tickets/open/?type=apply_asset`; the ticket's detail page follows.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { assetsAssetsSuggestions, assetsSystemUsersSuggestions } from '../../../generated/operations/assets'
import { ActionsField } from './ActionsField'
import {
  assetOptionLabel,
  DatesFields,
  OrgSelect,
  RequestFrame,
  SuggestionPicker,
  systemUserOptionLabel,
  TextInput,
  useOpenRequest,
  useRequestOrgs,
} from './RequestParts'
import { ASSET_PROTOCOLS, assetRequestBody, DEFAULT_ACTIONS, defaultDates, defaultTitle, type AssetRequestValues } from './requestModel'
import { assetRequestSchema } from './requestSchema'

const FIELDS = [
  'title',
  'org_id',
  'comment',
  'meta.apply_assets',
  'meta.apply_system_users',
  'meta.apply_actions',
  'meta.apply_date_start',
  'meta.apply_date_expired',
] as const

export default function RequestAssetPermPage() {
  const { t } = useTranslation()
  const { orgs, initial: initialOrg } = useRequestOrgs()
  const [initial] = useState<AssetRequestValues>(() => {
    const now = new Date()
    const dates = defaultDates(now)
    return {
      title: defaultTitle(t('tickets.requestAssetTitle'), now),
      org_id: initialOrg,
      comment: '',
      meta: {
        apply_assets: [],
        apply_system_users: [],
        apply_actions: DEFAULT_ACTIONS,
        apply_date_start: dates.start,
        apply_date_expired: dates.expired,
      },
    }
  })
  const resolver = useMemo(() => zodResolver(assetRequestSchema(t)) as unknown as Resolver<AssetRequestValues>, [t])
  const form = useForm<AssetRequestValues>({ defaultValues: initial, resolver, mode: 'onBlur', reValidateMode: 'onChange' })
  const { submit, general, busy } = useOpenRequest('apply_asset', form, FIELDS)
  const orgId = useWatch({ control: form.control, name: 'org_id' })
  const oid = orgId ? { oid: orgId } : ({} as Record<string, string>)

  return (
    <RequestFrame
      label={t('route.RequestAssetPermTicketCreate')}
      busy={busy}
      general={general}
      onReset={() => form.reset(initial)}
      onSubmit={() => void form.handleSubmit((values) => submit(assetRequestBody(values)))()}
    >
      <TextInput control={form.control} name="title" label={t('tickets.requestTitle')} required />
      <OrgSelect
        control={form.control}
        name="org_id"
        orgs={orgs}
        onChanged={() => {
          // what was picked belongs to the former organisation
          form.setValue('meta.apply_assets', [])
          form.setValue('meta.apply_system_users', [])
        }}
      />
      <SuggestionPicker
        control={form.control}
        name="meta.apply_assets"
        op={assetsAssetsSuggestions}
        query={oid}
        label={t('tickets.meta.apply_assets')}
        optionLabel={assetOptionLabel}
      />
      <SuggestionPicker
        control={form.control}
        name="meta.apply_system_users"
        op={assetsSystemUsersSuggestions}
        query={{ ...oid, protocol__in: ASSET_PROTOCOLS }}
        label={t('tickets.meta.apply_system_users')}
        optionLabel={systemUserOptionLabel}
      />
      <Controller
        control={form.control}
        name="meta.apply_actions"
        render={({ field, fieldState }) => <ActionsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <DatesFields form={form} start="meta.apply_date_start" expired="meta.apply_date_expired" />
      <TextInput control={form.control} name="comment" label={t('tickets.requestComment')} multiline />
    </RequestFrame>
  )
}
