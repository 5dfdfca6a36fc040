// The names of the system users granted to the signed-in user, by id (an execution names its `run_as` by id):
// one request, shared by the executions list and the detail.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { permsSystemUsersPermissionList } from '../../generated/operations/perms'
import { request, type RowOf } from '../../http/operation'

type GrantedSystemUser = RowOf<typeof permsSystemUsersPermissionList>

/** `name (username)`, or the name alone when they are the same or there is no username. */
export function systemUserLabel(su: Pick<GrantedSystemUser, 'name' | 'username'>): string {
  return su.username && su.username !== su.name ? `${su.name} (${su.username})` : su.name
}

/** A function naming a system user id (the id itself while the names are unknown or for one no longer granted). */
export function useRunAsNames(): (id: string) => string {
  const granted = useQuery({
    queryKey: ['user-area', 'granted-system-users'],
    queryFn: ({ signal }) => request(permsSystemUsersPermissionList, { signal }),
    staleTime: 60_000,
  })
  return useMemo(() => {
    const rows = Array.isArray(granted.data) ? granted.data : (granted.data?.results ?? [])
    const names = new Map(rows.map((su) => [String(su.id), systemUserLabel(su)]))
    return (id: string) => names.get(id) ?? id
  }, [granted.data])
}
