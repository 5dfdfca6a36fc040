// LIST-20/21: every column with a visibility tick (id, actions and minimum columns locked), a search over the
// names, and up/down to order them (MIT DataGrid cannot reorder by dragging).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_TOP } from '../../config/constants'
import { isLocked, moveColumn, setVisible, type ColumnDefaults, type ResolvedColumns } from '../data/columnConfig'

export interface ColumnChooserProps {
  open: boolean
  defaults: ColumnDefaults
  resolved: ResolvedColumns
  labels: Record<string, string>
  onChange(next: ResolvedColumns): void
  onReset(): void
  onClose(): void
}

export function ColumnChooser({ open, defaults, resolved, labels, onChange, onReset, onClose }: ColumnChooserProps) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState('')
  const shown = resolved.order.filter((c) => (labels[c] ?? c).toLowerCase().includes(filter.trim().toLowerCase()))
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: DIALOG_TOP } }}
    >
      <DialogTitle>{t('list.columnSettings')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          size="small"
          fullWidth
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('list.findColumn')}
          slotProps={{ htmlInput: { 'aria-label': t('list.findColumn') } }}
        />
        <List dense>
          {shown.map((column) => {
            const locked = isLocked(column, defaults)
            const label = labels[column] ?? column
            return (
              <ListItem
                key={column}
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      aria-label={t('list.moveUp', { column: label })}
                      disabled={column === 'actions'}
                      onClick={() => onChange(moveColumn(resolved, column, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('list.moveDown', { column: label })}
                      disabled={column === 'actions'}
                      onClick={() => onChange(moveColumn(resolved, column, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={resolved.visible.has(column)}
                    disabled={locked}
                    onChange={(e) => onChange(setVisible(resolved, defaults, column, e.target.checked))}
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItem>
            )
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReset}>{t('list.resetColumns')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('common.Close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
