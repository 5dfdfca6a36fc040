// The users area's routes, one line per resource (configs load with their pages, not in the first script).
import { resourceRoutes } from '../components/resource/resourceRoutes'
import { GROUPS_URL, USERS_URL } from './shared'

export const userRoutes = resourceRoutes(() => import('./users'), { name: 'User', path: '/users/users', early: { url: USERS_URL } })
export const userGroupRoutes = resourceRoutes(() => import('./userGroups'), { name: 'UserGroup', path: '/users/groups', early: { url: GROUPS_URL } })
// login ACLs are listed per user (`?user=`): the list page asks for the user first, so nothing is requested early
export const userAclRoutes = resourceRoutes(() => import('./userLoginAcls'), { name: 'UserAcl', path: '/users/user-acl', pages: { list: () => import('./UserAclListPage') } })
