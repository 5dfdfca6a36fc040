// EXPORT-01..09: MFA first where the table asks for it, then file type (csv, xlsx) and range (all, selected,
// filtered) with the enabling rules of EXPORT-04..07; the file is downloaded from the list URL with the format.
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_TOP, EXPORT_FILE_TYPES } from '../../config/constants'
import { cacheIds, download } from '../api/requests'
import {
  defaultRange,
  enabledRanges,
  EXPORT_RANGES,
  exportFileName,
  exportParams,
  type ExportRange,
  type FileFormat,
  type RangeFlags,
} from '../data/exportRules'
import type { TableQuery } from '../data/listQuery'
import { MfaDialog } from '../mfa/MfaDialog'

export interface ExportDialogProps {
  open: boolean
  url: string
  query: TableQuery
  selectedIds: ReadonlyArray<string | number>
  tableKey: string
  mfa?: boolean
  ranges?: RangeFlags
  onClose(): void
}

function ExportOptions({ url, query, selectedIds, tableKey, ranges, onClose }: Omit<ExportDialogProps, 'open' | 'mfa'>) {
  const { t } = useTranslation()
  const situation = { query, selectedCount: selectedIds.length, flags: ranges }
  const enabled = enabledRanges(situation)
  const [format, setFormat] = useState<FileFormat>('csv')
  const [range, setRange] = useState<ExportRange | null>(() => defaultRange(situation))
  const [busy, setBusy] = useState(false)
  const run = async () => {
    if (!range) return
    setBusy(true)
    try {
      const spm = range === 'selected' ? await cacheIds(selectedIds) : undefined
      await download(url, exportParams({ format, range, query, spm }), exportFileName(tableKey, format, new Date()))
      onClose()
    } catch {
      // the HTTP layer has shown the error; the dialog stays open
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="export-format">{t('export.format')}</FormLabel>
            <RadioGroup row aria-labelledby="export-format" value={format} onChange={(e) => setFormat(e.target.value as FileFormat)}>
              {EXPORT_FILE_TYPES.map((f) => (
                <FormControlLabel key={f} value={f} control={<Radio />} label={f.toUpperCase()} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="export-range">{t('export.range')}</FormLabel>
            <RadioGroup aria-labelledby="export-range" value={range ?? ''} onChange={(e) => setRange(e.target.value as ExportRange)}>
              {EXPORT_RANGES.map((r) => (
                <FormControlLabel
                  key={r}
                  value={r}
                  disabled={!enabled[r]}
                  control={<Radio />}
                  label={r === 'selected' ? t('export.range_selected', { count: selectedIds.length }) : t(`export.range_${r}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.Cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void run()}
          disabled={busy || !range || !enabled[range]}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('export.export')}
        </Button>
      </DialogActions>
    </>
  )
}

export function ExportDialog(props: ExportDialogProps) {
  const { t } = useTranslation()
  const [verified, setVerified] = useState(false)
  const close = () => {
    setVerified(false)
    props.onClose()
  }
  if (props.open && props.mfa && !verified) {
    return <MfaDialog open onVerified={() => setVerified(true)} onCancel={close} />
  }
  return (
    <Dialog
      open={props.open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: DIALOG_TOP } }}
    >
      <DialogTitle>{t('export.title')}</DialogTitle>
      {props.open && <ExportOptions {...props} onClose={close} />}
    </Dialog>
  )
}
