// The users area's routes, one line per resource (configs load with their pages, not in the first script).
import { resourceRoutes } from '../components/resource/resourceRoutes'

export const userRoutes = resourceRoutes(() => import('./users'), { name: 'User', path: '/users/users' })
export const userGroupRoutes = resourceRoutes(() => import('./userGroups'), { name: 'UserGroup', path: '/users/groups' })
export const userAclRoutes = resourceRoutes(() => import('./userLoginAcls'), { name: 'UserAcl', path: '/users/user-acl' })
