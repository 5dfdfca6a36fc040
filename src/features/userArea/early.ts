// Issue 22: "my assets", an ordinary user's landing page, asks for the top of the granted tree and the first page of
// the granted assets once the startup guard knows the role (the route's prefetch), not once the shell and the page
// have been drawn. The page takes the answers when it asks the same in the same organisation and language.
import { listRequestKey, startEarly } from '../../components/api/early'
import { fetchList } from '../../components/api/requests'
import { firstListRequest } from '../../components/list/prefetch'
import { permsUsersAssetsList, permsUsersNodesChildrenTree } from '../../generated/operations/perms'
import { request, urlOf } from '../../http/operation'

/** The early-answer key of the granted tree's top level. */
export const GRANTED_TREE_TOP = 'GET granted tree top level'
/** The table of the granted assets (its stored page size and columns). */
export const MY_ASSETS_TABLE = 'userArea.myAssets'

/** Settles when both answers are here. */
export function prefetchMyAssets(orgId: string | undefined): Promise<unknown> {
  const tree = startEarly(GRANTED_TREE_TOP, orgId, (options) => request(permsUsersNodesChildrenTree, { query: {} }, options))
  // the table does not follow the address: its first request is the stored page size's first page
  const { path, params } = firstListRequest({ url: urlOf(permsUsersAssetsList), tableKey: MY_ASSETS_TABLE }, '')
  const list = startEarly(listRequestKey(path, params), orgId, (options) => fetchList(path, params, undefined, options))
  return Promise.allSettled([tree, list])
}
