// IMPORT-01..20: choose create or update, get a template, pick one csv/xlsx file (≤ 10 MiB), preview the rows the
// server read from it (editable), then send them one by one with per-row status, Stop/Continue, and a summary.
// The task itself is the pure state machine of data/importTask.ts; this is its dialog.
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_TOP } from '../../config/constants'
import { httpRequest } from '../../http/client'
import { isHttpError } from '../../http/errors'
import { cacheIds, download } from '../api/requests'
import { exportFileName } from '../data/exportRules'
import {
  buttonEvent,
  checkImportFiles,
  estimateRemainingMs,
  fileFormatOf,
  hasFailedSummary,
  importButton,
  importCounts,
  importReducer,
  initialImportState,
  renderContentType,
  rowErrorsFrom,
  rowRequest,
  runImport,
  templateParams,
  type ImportMode,
  type SendResult,
} from '../data/importTask'
import { reasonOf } from '../feedback'
import { ImportPreview } from './ImportPreview'

export interface ImportDialogProps {
  open: boolean
  /** The list URL (render-to-json, rows and templates hang off it). */
  url: string
  tableKey: string
  selectedIds: ReadonlyArray<string | number>
  onClose(): void
  /** G-16: Finished closes the dialog and reloads the list. */
  onFinished(): void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function ImportBody({ url, tableKey, selectedIds, onClose, onFinished }: Omit<ImportDialogProps, 'open'>) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(importReducer, undefined, () => initialImportState('create'))
  // Every event goes through dispatchSync, so the runner reads the state the reducer will have.
  const stateRef = useRef(state)
  const [fileError, setFileError] = useState<string | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [rendering, setRendering] = useState(false)
  const [meanRowMs, setMeanRowMs] = useState(0)
  const timings = useRef<number[]>([])
  const running = useRef(false)
  const input = useRef<HTMLInputElement>(null)
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )

  const getState = useCallback(() => stateRef.current, [])
  const send = useCallback(
    async (row: Parameters<typeof rowRequest>[1], mode: ImportMode): Promise<SendResult> => {
      const request = rowRequest(url, row, mode)
      try {
        await httpRequest(request, { silent: true })
        return { ok: true }
      } catch (error) {
        if (isHttpError(error) && error.status === 400) return { ok: false, errors: rowErrorsFrom(error.data, error.message) }
        return { ok: false, errors: [{ name: '', message: reasonOf(error) }] }
      }
    },
    [url],
  )

  const dispatchSync = useCallback((event: Parameters<typeof importReducer>[1]) => {
    stateRef.current = importReducer(stateRef.current, event)
    dispatch(event)
  }, [])

  const run = useCallback(async () => {
    if (running.current) return
    running.current = true
    try {
      await runImport({
        getState,
        dispatch: (e) => {
          if (mounted.current) dispatchSync(e)
        },
        send,
        sleep,
        onRowTime: (ms) => {
          timings.current = [...timings.current.slice(-19), ms]
          setMeanRowMs(timings.current.reduce((a, b) => a + b, 0) / timings.current.length)
        },
      })
    } finally {
      running.current = false
    }
  }, [getState, send, dispatchSync])

  const onAction = () => {
    const button = importButton(state)
    if (button === 'finished') {
      onFinished()
      onClose()
      return
    }
    const event = buttonEvent(button)
    if (!event) return
    dispatchSync(event)
    if (stateRef.current.task === 'started') void run()
  }

  const pickFile = async (files: FileList | null) => {
    const list = files ? Array.from(files) : []
    if (input.current) input.current.value = ''
    const problem = checkImportFiles(list)
    if (problem) {
      // IMPORT-04: the format/size flag; nothing is uploaded.
      setFileError(t('import.fileError'))
      return
    }
    setFileError(null)
    const file = list[0]
    const format = fileFormatOf(file.name)
    if (!format) return
    setRendering(true)
    try {
      const body = await httpRequest<{ title?: Array<[string, string]>; data?: Array<Record<string, unknown>> }>(
        { url: `${url}render-to-json/`, method: 'POST', data: file, headers: { 'Content-Type': renderContentType(format) } },
        { silent: true },
      )
      const data = Array.isArray(body?.data) ? body.data : []
      if (!Array.isArray(body?.title) || data.length === 0) {
        setFileError(t('import.emptyFile'))
        setFileName(null)
        dispatchSync({ type: 'clear' })
        return
      }
      setFileName(file.name)
      dispatchSync({ type: 'load', title: body.title, data })
    } catch (error) {
      // IMPORT-07: the error under the upload area, and the file list cleared.
      setFileError(`${t('import.renderError')} ${reasonOf(error)}`)
      setFileName(null)
      dispatchSync({ type: 'clear' })
    } finally {
      setRendering(false)
    }
  }

  const getTemplate = async (format: 'csv' | 'xlsx') => {
    try {
      const spm = state.mode === 'update' && selectedIds.length ? await cacheIds(selectedIds) : undefined
      await download(url, templateParams(state.mode, format, spm), exportFileName(`${tableKey}_template`, format, new Date()))
    } catch {
      // shown by the HTTP layer
    }
  }

  const counts = importCounts(state)
  const button = importButton(state)
  const started = state.task !== 'pending'
  const missingIds = state.rows.some((r) => r.status.kind === 'error' && r.status.errors.some((e) => e.code === 'missingId'))
  const etaSeconds = state.task === 'started' ? Math.ceil(estimateRemainingMs(state, meanRowMs) / 1000) : null

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box>
            <RadioGroup
              row
              value={state.mode}
              onChange={(e) => dispatchSync({ type: 'setMode', mode: e.target.value as ImportMode })}
              aria-label={t('import.mode')}
            >
              <FormControlLabel value="create" control={<Radio />} label={t('import.modeCreate')} disabled={started} />
              <FormControlLabel value="update" control={<Radio />} label={t('import.modeUpdate')} disabled={started} />
            </RadioGroup>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{t('import.downloadTemplate')}</Typography>
              {(['csv', 'xlsx'] as const).map((f) => (
                <Button key={f} size="small" onClick={() => void getTemplate(f)}>
                  {f.toUpperCase()}
                </Button>
              ))}
            </Stack>
            {state.mode === 'update' && <FormHelperText>{t('import.updateHelp')}</FormHelperText>}
          </Box>
          <Box>
            <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />} disabled={rendering || state.task === 'started'}>
              {t('import.chooseFile')}
              <input
                ref={input}
                hidden
                type="file"
                accept=".csv,.xlsx"
                aria-label={t('import.chooseFile')}
                onChange={(e) => void pickFile(e.target.files)}
              />
            </Button>
            {fileName && (
              <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                {fileName}
              </Typography>
            )}
            {rendering && <LinearProgress sx={{ mt: 1 }} aria-label={t('import.reading')} />}
            {/* IMPORT-05: the help states what the check enforces. */}
            <FormHelperText>{t('import.fileHelp')}</FormHelperText>
            {fileError && (
              <FormHelperText error role="alert">
                {fileError}
              </FormHelperText>
            )}
          </Box>
          {state.rows.length > 0 && (
            <>
              <Box>
                <Typography variant="body2" data-testid="import-counts">
                  {t('import.counts', { total: counts.total, ok: counts.ok, error: counts.error, pending: counts.pending })}
                  {etaSeconds !== null && ` · ${t('import.eta', { seconds: etaSeconds })}`}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={counts.total ? ((counts.ok + counts.error) / counts.total) * 100 : 0}
                  aria-label={t('import.progress')}
                />
              </Box>
              {missingIds && <Alert severity="error">{t('import.idRequired')}</Alert>}
              {hasFailedSummary(state) && (
                <Alert severity="error" role="alert">
                  {t('import.summaryError', { count: counts.error })}
                </Alert>
              )}
              <ImportPreview
                state={state}
                editable={state.task !== 'started'}
                onEdit={(key, field, value) => dispatchSync({ type: 'editCell', key, field, value })}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.task === 'started'}>
          {t('common.Close')}
        </Button>
        <Button variant="contained" color={button === 'stop' ? 'warning' : 'primary'} disabled={state.rows.length === 0} onClick={onAction}>
          {t(`import.button_${button}`)}
        </Button>
      </DialogActions>
    </>
  )
}

export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="lg"
      fullWidth
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: DIALOG_TOP } }}
    >
      <DialogTitle>{t('import.title')}</DialogTitle>
      {props.open && <ImportBody {...props} />}
    </Dialog>
  )
}
