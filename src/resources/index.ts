// The users area's routes, one line per resource (configs load with their pages, not in the first script).
import { resourceRoutes } from '../components/resource/resourceRoutes'
import { urlOf } from '../http/operation'
import { usersGroupsList, usersUsersList } from '../generated/operations/users'

export const userRoutes = resourceRoutes(() => import('./users'), { name: 'User', path: '/users/users', early: { url: urlOf(usersUsersList) } })
export const userGroupRoutes = resourceRoutes(() => import('./userGroups'), { name: 'UserGroup', path: '/users/groups', early: { url: urlOf(usersGroupsList) } })
// login ACLs are listed per user (`?user=`): the list page asks for the user first, so nothing is requested early
export const userAclRoutes = resourceRoutes(() => import('./userLoginAcls'), { name: 'UserAcl', path: '/users/user-acl', pages: { list: () => import('./UserAclListPage') } })
