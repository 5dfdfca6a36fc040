// The users area's routes, one line per resource (configs load with their pages, not in the first script; users
// and groups name their list operation in their identity, so their lists are requested while the console starts).
import { resourceRoutes } from '../components/resource/resourceRoutes'
import { RESOURCES } from './identities'

export const userRoutes = resourceRoutes(RESOURCES.User, () => import('./users'))
export const userGroupRoutes = resourceRoutes(RESOURCES.UserGroup, () => import('./userGroups'))
// login ACLs are listed per user (`?user=`): the list page asks for the user first, so nothing is requested early
export const userAclRoutes = resourceRoutes(RESOURCES.UserAcl, () => import('./userLoginAcls'), {
  pages: { list: () => import('./UserAclListPage') },
})
