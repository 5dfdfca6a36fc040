// Quick-action cards of a detail page: switches and buttons that call an endpoint (after a confirmation when
// they ask for one), say so, and refresh the object.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { httpRequest } from '../../http/client'
import type { ConsoleEnv } from '../env/ConsoleEnv'
import { toast } from '../feedback'
import type { QuickActionSpec, Row } from '../resource/types'
import { check } from '../table/actionsColumn'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { TaskLogDialog } from './TaskLogDialog'

export function QuickActions({
  object,
  actions,
  env,
  onDone,
}: {
  object: Row
  actions: QuickActionSpec[]
  env: ConsoleEnv
  onDone(): void
}) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState<QuickActionSpec | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [log, setLog] = useState<{ task: string; title: string } | null>(null)
  const visible = actions.filter((a) => check(a.has, { object, env }))
  if (!visible.length) return null
  const call = async (action: QuickActionSpec, value?: boolean) => {
    setBusy(action.name)
    try {
      const answer = await httpRequest<{ task?: unknown } | undefined>(action.request(object, value))
      toast(t(action.successKey ?? 'common.updateSuccessMsg'))
      if (action.taskLog && typeof answer?.task === 'string') setLog({ task: answer.task, title: t(action.titleKey) })
      onDone()
    } finally {
      setBusy(null)
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('detail.quickActions')}
      </Typography>
      {visible.map((action) => {
        const disabled = busy !== null || Boolean(action.disabled?.(object, env))
        const title = t(action.titleKey)
        return (
          <Box key={action.name} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.75 }}>
            <Typography variant="body2">{title}</Typography>
            {action.kind === 'switch' ? (
              <Switch
                checked={Boolean(action.value?.(object))}
                disabled={disabled}
                onChange={(e) => void call(action, e.target.checked).catch(() => {})}
                slotProps={{ input: { 'aria-label': title } }}
              />
            ) : (
              <Button
                size="small"
                variant="outlined"
                disabled={disabled}
                aria-label={title}
                onClick={() => (action.confirmKey ? setConfirming(action) : void call(action).catch(() => {}))}
              >
                {t(action.labelKey ?? 'common.Confirm')}
              </Button>
            )}
          </Box>
        )
      })}
      <ConfirmDialog
        open={confirming !== null}
        message={confirming?.confirmKey ? t(confirming.confirmKey) : ''}
        closeOnDone
        onConfirm={() => (confirming ? call(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      />
      <TaskLogDialog task={log?.task ?? null} title={log?.title ?? ''} onClose={() => setLog(null)} />
    </Paper>
  )
}
