// The create / update page of a command filter rule: the generic form over the rules of the filter named in
// `?filter=` (the route's config only names the pages).
import Alert from '@mui/material/Alert'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import type { ResourceConfig } from '../../components/resource/types'
import { filterRules } from './cmdFilterRules'

export default function CommandFilterRulePage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const filter = search.get('filter') ?? ''
  const bound = useMemo(() => (filter ? { ...config, ...filterRules(filter) } : null), [config, filter])
  if (!bound) return <Alert severity="error">{t('assets.ruleNeedsFilter')}</Alert>
  return <ResourceFormPage config={bound} />
}
