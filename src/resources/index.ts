// The users area's routes, one line per resource (configs load with their pages, not in the first script).
import { resourceRoutes } from '../components/resource/resourceRoutes'
import { GROUPS_URL, LOGIN_ACLS_URL, USERS_URL } from './shared'

export const userRoutes = resourceRoutes(() => import('./users'), { name: 'User', path: '/users/users', early: { url: USERS_URL } })
export const userGroupRoutes = resourceRoutes(() => import('./userGroups'), { name: 'UserGroup', path: '/users/groups', early: { url: GROUPS_URL } })
export const userAclRoutes = resourceRoutes(() => import('./userLoginAcls'), { name: 'UserAcl', path: '/users/user-acl', early: { url: LOGIN_ACLS_URL, defaultSort: { field: 'priority', direction: 'asc' } } })
