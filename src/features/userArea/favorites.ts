// The signed-in user's favourite assets (the tree's favourites pseudo-node, the star of each row): read once as a
// whole, as the platform's own page does, and changed one asset at a time.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { assetsFavoriteAssetsBulkDestroy, assetsFavoriteAssetsCreate, assetsFavoriteAssetsList } from '../../generated/operations/assets'
import { request, type RowOf } from '../../http/operation'

const FAVORITES_KEY = ['user-area', 'favorite-assets'] as const

type Favorite = RowOf<typeof assetsFavoriteAssetsList>

/** The asset ids of an answer of the favourites list (a bare array without `limit`, a page with it). */
export function favoriteIds(answer: Favorite[] | { results: Favorite[] } | undefined): Set<string> {
  const rows = Array.isArray(answer) ? answer : (answer?.results ?? [])
  return new Set(rows.map((f) => String(f.asset)))
}

export interface Favorites {
  /** Known once the list has answered. */
  ready: boolean
  has(assetId: string): boolean
  /** Adds or removes one asset; resolves with whether it is a favourite now. */
  toggle(assetId: string): Promise<boolean>
  /** The asset whose change is on its way, if any. */
  busy: string | null
}

export function useFavorites(): Favorites {
  const client = useQueryClient()
  const list = useQuery({ queryKey: FAVORITES_KEY, queryFn: ({ signal }) => request(assetsFavoriteAssetsList, { signal }) })
  const ids = useMemo(() => favoriteIds(list.data), [list.data])
  const [busy, setBusy] = useState<string | null>(null)
  const toggle = useCallback(
    async (asset: string) => {
      const add = !ids.has(asset)
      setBusy(asset)
      try {
        // the platform removes by filter: `DELETE …/favorite-assets/?asset=<id>`
        if (add) await request(assetsFavoriteAssetsCreate, { body: { asset } })
        else await request(assetsFavoriteAssetsBulkDestroy, { query: { asset } })
      } finally {
        setBusy(null)
      }
      client.setQueryData<Favorite[]>(FAVORITES_KEY, (old) => {
        const rest = [...favoriteIds(old)].filter((id) => id !== asset).map((id): Favorite => ({ asset: id }))
        return add ? [...rest, { asset }] : rest
      })
      return add
    },
    [client, ids],
  )
  return { ready: list.isSuccess, has: (asset) => ids.has(asset), toggle, busy }
}
