// The list route of a resource: the generic list screen in a page frame.
import { useTranslation } from 'react-i18next'
import { ListPage } from '../list/ListPage'
import { routeNamesOf } from '../data/routeNames'
import { PageFrame } from '../common/PageFrame'
import type { ResourceConfig } from './types'

export default function ResourceListPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  return (
    <PageFrame
      title={t(config.titleKeys?.list ?? `route.${routeNamesOf(config.name).list}`)}
      help={config.list?.helpKey ? t(config.list.helpKey) : undefined}
    >
      <ListPage config={config} />
    </PageFrame>
  )
}
