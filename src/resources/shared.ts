// API list URLs and option labels shared by the users-area resources.
import type { Row } from '../components/resource/types'

export const USERS_URL = '/api/v1/users/users/'
export const GROUPS_URL = '/api/v1/users/groups/'
export const LOGIN_ACLS_URL = '/api/v1/acls/login-acls/'
export const USER_GROUP_RELATIONS_URL = '/api/v1/users/users-groups-relations/'

/** `Name(username)`, as users are shown in selects. */
/** An object's id as a string (path parameters, relation ids). */
export const idOf = (o: { id?: unknown }): string => String(o.id)
export const userLabel = (u: Row): string => `${String(u.name ?? '')}(${String(u.username ?? '')})`
