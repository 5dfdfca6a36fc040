// Cell renderers of the generic table (DTABLE-20, DTABLE-21, DTABLE-25, DTABLE-26).
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { httpRequest } from '../../http/client'
import { cellText, editableText, parseEditable } from '../data/cells'
import { formatDateTime } from '../data/dates'
import { reasonOf, toast } from '../feedback'

/** DTABLE-26: a check for true and a cross for false. */
export function BooleanCell({ value }: { value: unknown }) {
  const { t } = useTranslation()
  if (value === null || value === undefined || value === '') return null
  return value ? (
    <CheckIcon fontSize="small" color="success" aria-label={t('common.Yes')} titleAccess={t('common.Yes')} />
  ) : (
    <CloseIcon fontSize="small" color="error" aria-label={t('common.No')} titleAccess={t('common.No')} />
  )
}

// A plain style object: one per module, not a styled component per cell (a page draws hundreds of cells).
const CUT_TEXT = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', userSelect: 'text' } as const

/**
 * Text that may be cut by the column width: the whole value shows on hover (the browser's own title, which costs
 * nothing per cell, unlike a tooltip component) and can be selected. `dir="auto"` isolates it: a right-to-left
 * override (U+202E) in a server string reverses only that string, never the text around it.
 */
export function TextCell({ value }: { value: unknown }) {
  const text = cellText(value)
  if (!text) return null
  return (
    <span title={text} style={CUT_TEXT} dir="auto">
      {text}
    </span>
  )
}

export function DateCell({ value }: { value: unknown }) {
  return <TextCell value={formatDateTime(value)} />
}

export function LinkCell({ to, value }: { to: string | null; value: unknown }) {
  const text = cellText(value)
  if (!to) return <TextCell value={text} />
  return (
    <Link component={RouterLink} to={to} underline="hover" dir="auto" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Link>
  )
}

/**
 * DTABLE-20: hides its value until clicked. With `fetchUrl` it instead asks the server for a list of items
 * with `name` (e.g. granted system users) and lists those names.
 */
export function ShowOnDemandCell({ value, fetchUrl }: { value?: unknown; fetchUrl?: string }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const reveal = async () => {
    if (!fetchUrl) {
      setShown(cellText(value))
      return
    }
    setBusy(true)
    try {
      const items = await httpRequest<Array<{ name?: string }>>({ url: fetchUrl, method: 'GET' })
      setShown(
        (Array.isArray(items) ? items : [])
          .map((i) => i.name ?? '')
          .filter(Boolean)
          .join(', '),
      )
    } catch {
      // the HTTP layer has shown the error
    } finally {
      setBusy(false)
    }
  }
  if (shown !== null) return <TextCell value={shown} />
  return (
    <Link component="button" type="button" onClick={() => void reveal()} disabled={busy} underline="hover">
      {fetchUrl ? t('table.show') : '******'}
    </Link>
  )
}

/** DTABLE-21: click to edit; Enter or leaving the field commits; the text is stored as JSON when it parses. */
// a plain element with one shared style: a preview draws one per cell (issue 9)
const EDITABLE_STYLE = {
  cursor: 'text',
  minHeight: 24,
  width: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const

export function EditableCell({ value, onCommit, label }: { value: unknown; onCommit: (value: unknown) => void; label: string }) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(editableText(value))
  const commit = () => {
    setEditing(false)
    const parsed = parseEditable(text)
    if (editableText(parsed) !== editableText(value)) onCommit(parsed)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      commit()
    } else if (e.key === 'Escape') {
      setText(editableText(value))
      setEditing(false)
    }
    e.stopPropagation()
  }
  if (editing) {
    return (
      <TextField
        size="small"
        variant="standard"
        autoFocus
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-label': label } }}
      />
    )
  }
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={() => {
        setText(editableText(value))
        setEditing(true)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault()
          setText(editableText(value))
          setEditing(true)
        }
      }}
      style={EDITABLE_STYLE}
    >
      {editableText(value)}
    </div>
  )
}

/** DTABLE-31: a cell that deletes `{deleteUrl}{value}`; a failure shows the delete-error text and the error. */
export function DeleteActionCell({ deleteUrl, value, onDeleted }: { deleteUrl: string; value: unknown; onDeleted?: () => void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    try {
      await httpRequest({ url: `${deleteUrl}${String(value)}`, method: 'DELETE' }, { silent: true })
      toast(t('common.deleteSuccessMsg'))
      onDeleted?.()
    } catch (error) {
      toast(`${t('common.deleteErrorMsg')}: ${reasonOf(error)}`, 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Link component="button" type="button" color="error" disabled={busy} onClick={() => void remove()} underline="hover">
      {t('common.Delete')}
    </Link>
  )
}
