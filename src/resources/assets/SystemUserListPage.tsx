// The system-user list with the admin users beside it as a second tab (G-01), kept in `?tab=`.
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListPage } from '../../components/list/ListPage'
import { PageFrame } from '../../components/common/PageFrame'
import type { ResourceConfig } from '../../components/resource/types'
import adminUsers from './adminUsers'

export default function SystemUserListPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const tab = search.get('tab') === 'admin' ? 'admin' : 'common'
  return (
    <PageFrame title={t('route.SystemUserList')}>
      <Tabs
        value={tab}
        onChange={(_, v: string) => setSearch(v === 'admin' ? { tab: 'admin' } : {})}
        sx={{ mb: 2 }}
        aria-label={t('detail.tabs')}
      >
        <Tab value="common" label={t('route.SystemUserList')} />
        <Tab value="admin" label={t('route.AdminUserList')} />
      </Tabs>
      {tab === 'admin' ? <ListPage key="admin" config={adminUsers} /> : <ListPage key="common" config={config} />}
    </PageFrame>
  )
}
