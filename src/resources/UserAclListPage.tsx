// User login ACLs (/users/user-acl): the platform lists and reads these rules per user only (`?user=`, else it
// answers 403), so the page asks for the user first. The user is the list's own `user` filter in the address
// (`?user=<id>`), so its tag shows the user's name and removing it comes back to the choice.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { RelationSelect } from '../components/form/widgets/RelationSelect'
import { ListPage } from '../components/list/ListPage'
import { PageFrame } from '../components/common/PageFrame'
import type { ResourceConfig } from '../components/resource/types'
import { listOf } from '../components/resource/define'
import { usersUsersList } from '../generated/operations/users'
import { MINI_BY_NAME, nameAndUsername } from './shared'

export default function UserAclListPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const user = search.get('user')
  const choose = (value: string | string[] | null) => {
    if (typeof value !== 'string' || !value) return
    const next = new URLSearchParams(search)
    next.set('user', value)
    setSearch(next)
  }
  return (
    <PageFrame title={t('route.UserAclList')}>
      {user ? (
        <ListPage config={config} />
      ) : (
        <Box sx={{ maxWidth: 420 }}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('acl.chooseUser')}
          </Alert>
          <RelationSelect
            url={listOf(usersUsersList)}
            query={MINI_BY_NAME}
            multiple={false}
            value={null}
            onChange={choose}
            label={t('acl.user')}
            optionLabel={nameAndUsername}
            name="user"
          />
        </Box>
      )}
    </PageFrame>
  )
}
