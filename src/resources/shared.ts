// Small helpers every resource area shares: an object's id, how a user is named.
import type { Row } from '../components/resource/types'

/** An object's id as a string (path parameters, relation ids). */
export const idOf = (o: { id?: unknown }): string => String(o.id)
/** `Name(username)`, as users are shown in selects. */
export const userLabel = (u: Row): string => `${String(u.name ?? '')}(${String(u.username ?? '')})`
