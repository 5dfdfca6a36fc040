// The log of a task the console started (asset connectivity, hardware refresh, system-user push …), streamed
// from `/ws/ops/tasks/log/`: the console sends `{task, type}`, the server answers `{message, task}` chunks.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uiUrl } from '../../config/paths'
import type { RowActionSpec } from '../resource/types'
import { socketUrl } from '../../http/socket'

export const TASK_LOG_SOCKET = '/ws/ops/tasks/log/'

/** The console address of a task's log page (the route CeleryTaskLog). */
export const taskLogPath = (task: string): string => uiUrl(`/ops/celery/task/${encodeURIComponent(task)}/log/`)

/** Opens a task's log page in a window of its own, beside the screen that started or lists the task. */
export function openTaskLogWindow(task: string): void {
  window.open(taskLogPath(task), '_blank', 'width=900,height=600')
}

/** A row action of a table of runs whose id is their task's id: the run's log in its own window. */
export const taskLogAction: RowActionSpec = {
  name: 'log',
  labelKey: 'detail.taskLog',
  order: 1,
  run: ({ row }) => openTaskLogWindow(String(row.id)),
}

/** The text carried by one socket message (`\r\n` line ends become `\n`), or '' when it is not a log chunk. */
export function logChunk(data: unknown, task: string): string {
  if (typeof data !== 'string') return ''
  try {
    const msg = JSON.parse(data) as { message?: unknown; task?: unknown }
    if (typeof msg.message !== 'string' || (msg.task !== undefined && msg.task !== task)) return ''
    return msg.message.replace(/\r\n?/g, '\n')
  } catch {
    return ''
  }
}

/** The streamed text of one task (mount it per task, so each starts empty); `fill` takes the page's height. */
export function TaskLogView({ task, fill = false }: { task: string; fill?: boolean }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let open: WebSocket
    try {
      open = new WebSocket(socketUrl(TASK_LOG_SOCKET))
    } catch {
      queueMicrotask(() => setFailed(true))
      return undefined
    }
    open.onopen = () => open.send(JSON.stringify({ task, type: 'celery' }))
    open.onmessage = (event: MessageEvent) => {
      const chunk = logChunk(event.data, task)
      if (chunk) setText((prev) => prev + chunk)
    }
    open.onerror = () => setFailed(true)
    return () => {
      open.onmessage = null
      open.onerror = null
      open.onopen = null
      open.close()
    }
  }, [task])
  return (
    <Box
      component="pre"
      role="log"
      aria-label={t('detail.taskLog')}
      sx={{
        bgcolor: '#1e1e1e',
        color: '#e0e0e0',
        p: 1.5,
        minHeight: 240,
        maxHeight: fill ? 'none' : '60vh',
        height: fill ? 'calc(100vh - 180px)' : undefined,
        overflow: 'auto',
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        m: 0,
      }}
    >
      {text || (failed ? t('detail.taskLogFailed') : t('detail.taskLogWaiting'))}
    </Box>
  )
}

export function TaskLogDialog({ task, title, onClose }: { task: string | null; title: string; onClose(): void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={task !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{task && <TaskLogView key={task} task={task} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.Close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
