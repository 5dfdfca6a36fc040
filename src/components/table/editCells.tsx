// The cells that edit or delete in place (DTABLE-21, DTABLE-31): kept apart from the list's cells (cells.tsx), so
// that the text field they bring is loaded only by the screens that draw them (the import preview).
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { httpRequest } from '../../http/client'
import { editableText, parseEditable } from '../data/cells'
import { reasonOf, toast } from '../feedback'

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
