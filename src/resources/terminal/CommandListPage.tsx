// Command records (SESS-06): the platform keeps commands per command storage and lists them only for one
// (`?command_storage_id=`; without it the list answers 404), so a storage is chosen first, as the platform's own
// console does. The storages come from the storage tree, which says whether each one answers (`valid`); the first
// one that answers is shown by default, and one that does not says so (ERR-30) instead of listing. The choice is
// kept in the address (`?_storage=`), beside the list's own state.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListPage } from '../../components/list/ListPage'
import { PageFrame } from '../../components/common/PageFrame'
import type { ResourceConfig } from '../../components/resource/types'
import { terminalCommandsList, terminalCommandStoragesTree } from '../../generated/operations/terminal'
import { request, urlOf, type QueryOf, type RowOf } from '../../http/operation'

/** Address key of the chosen storage (`_` keys are page state, never list filters). */
export const STORAGE_PARAM = '_storage'

/** A node of the storage tree; `valid`: whether the storage answers (a client treats a missing value as unavailable). */
export type StorageNode = Pick<RowOf<typeof terminalCommandStoragesTree>, 'id' | 'title' | 'pId' | 'valid'>

/** The storages of the tree (its root node left out), and the one to show: the chosen one, else the first that answers. */
export function storagesOf(
  tree: readonly StorageNode[] | undefined,
  chosen: string | null,
): { storages: StorageNode[]; current: StorageNode | undefined } {
  const storages = (tree ?? []).filter((n) => n.pId === 'root')
  const current = storages.find((s) => s.id === chosen) ?? storages.find((s) => s.valid === true)
  return { storages, current }
}

/** The list config reading one storage's commands. */
function withStorage(config: ResourceConfig, storageId: string): ResourceConfig {
  const list = config.list ?? { columns: ['input'] }
  const storage: { [K in keyof QueryOf<typeof terminalCommandsList>]?: string } = { command_storage_id: storageId }
  return { ...config, list: { ...list, extraParams: { ...list.extraParams, ...storage } } }
}

export default function CommandListPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const tree = useQuery({
    queryKey: [urlOf(terminalCommandStoragesTree)],
    queryFn: ({ signal }) => request(terminalCommandStoragesTree, { signal }),
  })
  const chosen = search.get(STORAGE_PARAM)
  const { storages, current } = useMemo(() => storagesOf(tree.data, chosen), [tree.data, chosen])
  const bound = useMemo<ResourceConfig | null>(() => (current?.valid === true ? withStorage(config, current.id) : null), [config, current])
  const choose = (id: string) => {
    // another storage is another list: its own first page, with the filters the user set
    const next = new URLSearchParams(search)
    next.set(STORAGE_PARAM, id)
    next.delete('page')
    setSearch(next)
  }
  let body
  if (tree.isPending) body = <CircularProgress aria-label={t('common.Loading')} />
  else if (tree.isError) body = <Alert severity="error">{t('terminal.storagesLoadFailed')}</Alert>
  else if (!current) body = <Alert severity="warning">{t('terminal.noCommandStorage')}</Alert>
  else if (!bound) body = <Alert severity="error">{t('errors.CommandStorageUnavailable')}</Alert>
  else body = <ListPage key={current.id} config={bound} />
  return (
    <PageFrame title={t('route.CommandList')}>
      {storages.length > 0 && (
        <Box sx={{ mb: 2, maxWidth: 360 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('terminal.commandStorage')}
            value={current?.id ?? ''}
            onChange={(e) => choose(e.target.value)}
          >
            {storages.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.valid === true ? s.title : t('terminal.storageUnavailable', { name: s.title })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {body}
    </PageFrame>
  )
}
