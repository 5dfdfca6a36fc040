// Row delete (DTABLE-09..12), bulk delete through spm (LIST-30..33, C-04) and the comma-joined delete of the
// data-table component for non-DRF sources (DTABLE-30). Confirmations stay open when the call fails.
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { httpRequest } from '../../http/client'
import { cacheIds, detailUrlOf } from '../api/requests'
import { rowLabel } from '../data/cells'
import { detailOf, msgOf, reasonOf, toast } from '../feedback'
import { LazyConfirm } from './lazyParts'
import type { AnyRow, TableController } from './useTable'

export type BulkDeleteMode = 'spm' | 'comma'

export interface DeleteFlowOptions {
  /** Field naming a row in the confirmation (default name, else hostname). */
  labelField?: string
  /** C-04: `spm` for the platform's list URLs; `comma` (`DELETE {url}/{a,b}/`) only for other sources. */
  bulkMode?: BulkDeleteMode
  /** Row delete URL (default `{list url}{id}/`). */
  rowUrl?: (row: AnyRow) => string
  onDeleted?: () => void
}

function hasName(row: AnyRow, field?: string): boolean {
  return Boolean((field && row[field]) || row.name || row.hostname)
}

interface Pending {
  message: string
  run: () => Promise<void>
}

export function useDeleteFlows(
  table: TableController,
  options: DeleteFlowOptions = {},
): {
  deleteRow: (row: AnyRow) => void
  deleteSelected: () => void
  dialog: ReactNode
} {
  const { t } = useTranslation()
  const [pending, setPending] = useState<Pending | null>(null)

  const deleteRow = (row: AnyRow) => {
    const id = table.getRowId(row)
    setPending({
      // DTABLE-09 / ERR-39: the warning, the row's name in quotes, a question mark (DTABLE-33 without a name).
      message: hasName(row, options.labelField)
        ? `${t('common.deleteWarningMsg')} "${rowLabel(row, options.labelField)}" ?`
        : t('table.deleteConfirm'),
      run: async () => {
        try {
          await httpRequest({ url: options.rowUrl?.(row) ?? detailUrlOf(table.url, id), method: 'DELETE' }, { silent: true })
        } catch (error) {
          // DTABLE-12: a server `msg` is the message; otherwise the delete-error text and the reason.
          toast(msgOf(error) ?? `${t('common.deleteErrorMsg')}: ${reasonOf(error)}`, 'error', detailOf(error))
          throw error
        }
        toast(t('common.deleteSuccessMsg'))
        table.afterDelete(1, [id])
        options.onDeleted?.()
      },
    })
  }

  const deleteSelected = () => {
    const rows = [...table.selection.rows.values()]
    if (rows.length === 0) return
    const ids = rows.map(table.getRowId)
    setPending({
      // LIST-31 / ERR-15: the warning, the number of rows, `rows ?`.
      message: `${t('common.deleteWarningMsg')} ${ids.length} ${t('list.rowsQuestion')}`,
      run: async () => {
        try {
          if (options.bulkMode === 'comma') {
            await httpRequest({ url: `${table.url.replace(/\/$/, '')}/${ids.join(',')}/`, method: 'DELETE' }, { silent: true })
          } else {
            const spm = await cacheIds(ids)
            await httpRequest({ url: table.url, method: 'DELETE', params: { spm } }, { silent: true })
          }
        } catch (error) {
          // DTABLE-30 logs the failure; C-04: a user also sees it, and the confirmation stays open.
          console.error('Bulk delete failed', error)
          toast(`${t('common.bulkDeleteErrorMsg')} ${reasonOf(error)}`, 'error')
          throw error
        }
        toast(t('common.bulkDeleteSuccessMsg'))
        const onPage = new Set(table.rows.map(table.getRowId))
        table.clearSelection()
        table.afterDelete(ids.filter((id) => onPage.has(id)).length)
        options.onDeleted?.()
      },
    })
  }

  // the confirmation's code loads when it first opens
  const dialog = (
    <LazyConfirm
      open={pending !== null}
      message={pending?.message ?? ''}
      danger
      closeOnDone
      onConfirm={() => pending?.run()}
      onClose={() => setPending(null)}
    />
  )
  return { deleteRow, deleteSelected, dialog }
}
