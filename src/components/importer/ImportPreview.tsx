// IMPORT-08..10/18/19: the preview of the rows read from the file. 10 rows a page by default (IMPORT-09); larger
// pages (up to all rows) are virtualised so a 5,000-row file stays responsive. Cells are editable until the
// task runs; a failed row's status explains why (`column label: message` lines).
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IMPORT_PREVIEW_PAGE_SIZE } from '../../config/constants'
import { errorLines, type ImportRow, type ImportState, type RowError } from '../data/importTask'
import { EditableCell } from '../table/editCells'
import { Pager } from '../table/Pager'

const ROW_HEIGHT = 36
const STATUS_WIDTH = 72
const VIRTUALIZE_OVER = 50
/** IMPORT-09: 10 a page; larger pages for long files (all rows: virtualised). */
const SIZES: readonly number[] = [IMPORT_PREVIEW_PAGE_SIZE, 50, 100, 1000, 10000]

// One stylesheet for the preview: its rows and cells are plain elements (issue 9: a styled box per cell was the
// preview's largest cost).
const previewSx = {
  overflow: 'auto',
  maxHeight: ROW_HEIGHT * 12,
  border: 1,
  borderColor: 'divider',
  '& .head': {
    display: 'grid',
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderBottom: 1,
    borderColor: 'divider',
    fontWeight: 600,
    fontSize: 13,
  },
  '& .head > div': { p: 1 },
  '& .clip': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .line': {
    display: 'grid',
    position: 'absolute',
    top: 0,
    left: 0,
    height: ROW_HEIGHT,
    borderBottom: 1,
    borderColor: 'divider',
    alignItems: 'center',
    fontSize: 13,
  },
  '& .line[data-status=error]': { bgcolor: 'error.light' },
  '& .status': { px: 1, display: 'flex' },
  '& .value': { px: 1, overflow: 'hidden' },
  '& .text': { whiteSpace: 'nowrap' },
} as const

function StatusCell({ row, lines }: { row: ImportRow; lines: string[] }) {
  const { t } = useTranslation()
  if (row.status.kind === 'ok') return <CheckCircleIcon fontSize="small" color="success" titleAccess={t('import.statusOk')} />
  if (row.status.kind === 'pending') return <HourglassEmptyIcon fontSize="small" color="disabled" titleAccess={t('import.statusPending')} />
  return (
    <Tooltip
      title={
        <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
          {lines.join('\n')}
        </Box>
      }
    >
      <ErrorIcon fontSize="small" color="error" titleAccess={lines.join('\n')} tabIndex={0} />
    </Tooltip>
  )
}

export function ImportPreview({
  state,
  editable,
  onEdit,
}: {
  state: ImportState
  editable: boolean
  onEdit(key: number, field: string, value: unknown): void
}) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(IMPORT_PREVIEW_PAGE_SIZE)
  const rows = useMemo(() => state.rows.slice((page - 1) * size, page * size), [state.rows, page, size])
  const scroller = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's API is the documented one
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1000, height: ROW_HEIGHT * IMPORT_PREVIEW_PAGE_SIZE },
  })
  // Small pages render every row; larger ones (up to all rows of a long file) only the rows in view.
  const virtualize = rows.length > VIRTUALIZE_OVER
  const items = virtualize ? virtual.getVirtualItems() : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }))
  const width = STATUS_WIDTH + state.columns.reduce((sum, c) => sum + c.width, 0)
  const translateError = (e: RowError) => (e.code === 'missingId' ? t('import.idRequired') : e.message)
  const template = `${STATUS_WIDTH}px ${state.columns.map((c) => `${c.width}px`).join(' ')}`
  return (
    <Box>
      <Box ref={scroller} role="table" aria-label={t('import.preview')} aria-rowcount={state.rows.length} sx={previewSx}>
        <div role="row" className="head" style={{ gridTemplateColumns: template, width }}>
          <div role="columnheader">{t('import.status')}</div>
          {state.columns.map((c) => (
            <div key={c.field} role="columnheader" className="clip">
              {c.label}
            </div>
          ))}
        </div>
        <div style={{ height: virtualize ? virtual.getTotalSize() : rows.length * ROW_HEIGHT, width, position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index]
            const lines = row.status.kind === 'error' ? errorLines(row.status.errors, state.columns, translateError) : []
            return (
              <div
                key={row.key}
                role="row"
                className="line"
                aria-rowindex={row.key + 1}
                data-status={row.status.kind}
                style={{ gridTemplateColumns: template, width, transform: `translateY(${item.start}px)` }}
              >
                <div role="cell" className="status">
                  <StatusCell row={row} lines={lines} />
                </div>
                {state.columns.map((c) => (
                  <div key={c.field} role="cell" className="value">
                    {editable ? (
                      <EditableCell
                        value={row.data[c.field]}
                        label={`${c.label.replace(/^\*/, '')} ${row.key + 1}`}
                        onCommit={(v) => onEdit(row.key, c.field, v)}
                      />
                    ) : (
                      <span className="text">
                        {typeof row.data[c.field] === 'object' ? JSON.stringify(row.data[c.field]) : String(row.data[c.field] ?? '')}
                      </span>
                    )}
                  </div>
                ))}
              </div>
            )
          })}
        </div>
      </Box>
      <Pager
        page={page}
        size={size}
        total={state.rows.length}
        sizes={SIZES}
        onPage={setPage}
        onSize={(s) => {
          setSize(s)
          setPage(1)
        }}
      />
    </Box>
  )
}
