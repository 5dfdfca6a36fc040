// Batch command (ROUTE-OPS-02, DOM-04; in the user area the page that runs a command, beside my command
// executions): the signed-in user's granted assets as the tree of my assets with tick boxes (a node's box ticks the
// assets under it), the chosen assets, a system user that can run commands on them, the command with the commands
// run before, then the run: its output streams into a terminal from the task-log socket, and once the run has
// finished each host's outcome is listed. What is missing is said before anything is sent (DOM-04).
import CancelIcon from '@mui/icons-material/Cancel'
import HistoryIcon from '@mui/icons-material/History'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { PageFrame } from '../../components/common/PageFrame'
import { useRouteHandle } from '../../components/common/routeHandle'
import { logChunk, TASK_LOG_SOCKET } from '../../components/detail/TaskLogDialog'
import { NodeTree, type TreeCheck, type TreeNode } from '../../components/tree/NodeTree'
import { opsCommandExecutionsCreate, opsCommandExecutionsList, opsCommandExecutionsRetrieve } from '../../generated/operations/ops'
import { permsSystemUsersPermissionList, permsUsersNodesWithAssetsTree } from '../../generated/operations/perms'
import { isHttpError } from '../../http/errors'
import { request } from '../../http/operation'
import { socketUrl } from '../../http/socket'
import { systemUserLabel } from '../userArea/runAs'
import { executionPath } from '../userArea/links'
import {
  choosableUnder,
  grantedTreeOf,
  levelOf,
  readHistory,
  rememberCommand,
  runRefusal,
  supportsSsh,
  systemUserRefusal,
  type TreeAsset,
} from './batch'
import { OutputTerminal, TERMINAL_COLS, TERMINAL_ROWS, type OutputTerminalHandle } from './OutputTerminal'
import { RunResults } from './RunResults'

const RED = (text: string) => `\x1b[31m${text}\x1b[0m\r\n`

export default function BatchCommandPage() {
  const { t } = useTranslation()
  const inUserArea = useRouteHandle()?.name === 'MyBatchCommand'
  const terminal = useRef<OutputTerminalHandle>(null)

  const treeAnswer = useQuery({
    queryKey: ['batch-command', 'granted-tree'],
    queryFn: ({ signal }) => request(permsUsersNodesWithAssetsTree, { query: { cache_policy: '1' }, signal }),
    staleTime: 60_000,
  })
  const tree = useMemo(() => grantedTreeOf(treeAnswer.data), [treeAnswer.data])
  const systemUsersAnswer = useQuery({
    queryKey: ['user-area', 'granted-system-users'],
    queryFn: ({ signal }) => request(permsSystemUsersPermissionList, { signal }),
    staleTime: 60_000,
  })
  const systemUsers = useMemo(() => {
    const d = systemUsersAnswer.data
    return Array.isArray(d) ? d : (d?.results ?? [])
  }, [systemUsersAnswer.data])

  /** The chosen assets, by asset id, in the order they were chosen. */
  const [chosen, setChosen] = useState<Map<string, TreeAsset>>(new Map())
  const [systemUser, setSystemUser] = useState<string>('')
  const [command, setCommand] = useState('')
  const [history, setHistory] = useState<string[]>(() => readHistory())
  /** Where Ctrl+↑ / Ctrl+↓ is in the history (-1: the command being typed). */
  const historyAt = useRef(-1)
  const [historyMenu, setHistoryMenu] = useState<HTMLElement | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const [runId, setRunId] = useState<string | null>(null)

  const chosenList = [...chosen.values()]
  const picked = systemUsers.find((su) => String(su.id) === systemUser) ?? null
  // a system user that cannot run on what is now chosen is no longer chosen
  const runAs = picked && !systemUserRefusal(picked, chosenList) ? systemUser : ''

  /** The assets that can be chosen at or under each tree item. */
  const under = useMemo(() => choosableUnder(tree), [tree])
  const check = useMemo<TreeCheck>(() => {
    const choosable = (node: TreeNode) => under.get(node.id) ?? []
    return {
      stateOf: (node) => {
        const assets = choosable(node)
        const on = assets.filter((a) => chosen.has(a.id)).length
        return on === 0 ? false : on === assets.length ? true : 'some'
      },
      disabledReason: (node) => {
        const asset = tree.assets.get(node.id)
        return asset?.disabled ? t('batch.inactive') : null
      },
      onToggle: (node, on) => {
        setRefusal(null)
        setChosen((current) => {
          const next = new Map(current)
          for (const a of choosable(node)) {
            if (on) next.set(a.id, a)
            else next.delete(a.id)
          }
          return next
        })
      },
    }
  }, [chosen, t, tree, under])

  const recent = useQuery({
    queryKey: ['batch-command', 'recent', runId],
    queryFn: ({ signal }) => request(opsCommandExecutionsList, { query: { limit: 10, offset: 0, order: '-date_created' }, signal }),
    enabled: historyMenu !== null,
  })
  const recentCommands = useMemo(() => {
    const d = recent.data
    const rows = Array.isArray(d) ? d : (d?.results ?? [])
    return [...new Set(rows.map((r) => r.command))]
  }, [recent.data])

  const run = useQuery({
    queryKey: ['batch-command', 'run', runId],
    queryFn: ({ signal }) => request(opsCommandExecutionsRetrieve, { path: { id: runId! }, signal }),
    enabled: runId !== null,
    refetchInterval: (q) => (q.state.data?.is_finished ? false : 1000),
  })

  // the run's log, streamed into the terminal while the page shows that run
  useEffect(() => {
    if (!runId) return undefined
    let socket: WebSocket
    try {
      socket = new WebSocket(socketUrl(TASK_LOG_SOCKET))
    } catch {
      return undefined
    }
    socket.onopen = () => socket.send(JSON.stringify({ task: runId }))
    socket.onmessage = (event: MessageEvent) => {
      const chunk = logChunk(event.data, runId)
      if (chunk) terminal.current?.write(chunk.replace(/\n/g, '\r\n'))
    }
    return () => {
      socket.onopen = null
      socket.onmessage = null
      socket.close()
    }
  }, [runId])

  const execute = async () => {
    const why = runRefusal({ assets: chosenList, systemUser: runAs || null, command })
    setRefusal(why)
    setFieldErrors({})
    if (why) {
      terminal.current?.write(RED(t(why)))
      return
    }
    const hosts = chosenList.filter(supportsSsh).map((a) => a.id)
    setSending(true)
    try {
      const created = await request(
        opsCommandExecutionsCreate,
        { query: { rows: TERMINAL_ROWS, cols: TERMINAL_COLS }, body: { hosts, run_as: runAs, command } },
        { silent: true },
      )
      const id = String((Array.isArray(created) ? created[0] : created).id)
      setHistory(rememberCommand(command))
      historyAt.current = -1
      terminal.current?.clear()
      setRunId(id)
    } catch (e) {
      if (isHttpError(e) && e.status === 400) {
        const errors = Object.keys(e.fieldErrors).length ? e.fieldErrors : { non_field_errors: e.message }
        setFieldErrors(errors)
        terminal.current?.write(RED(Object.values(errors).join('; ')))
      } else {
        const text = e instanceof Error ? e.message : String(e)
        setFieldErrors({ non_field_errors: text })
        terminal.current?.write(RED(text))
      }
    } finally {
      setSending(false)
    }
  }

  const onCommandKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      void execute()
      return
    }
    if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && (e.ctrlKey || e.metaKey) && history.length) {
      e.preventDefault()
      const at = Math.max(-1, Math.min(history.length - 1, historyAt.current + (e.key === 'ArrowUp' ? 1 : -1)))
      historyAt.current = at
      setCommand(at < 0 ? '' : history[at])
    }
  }

  const pickCommand = (c: string) => {
    setCommand(c)
    setHistoryMenu(null)
    setRefusal(null)
  }

  const finished = run.data?.is_finished === true
  const running = sending || (runId !== null && !finished)

  return (
    <PageFrame>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <Box
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, maxHeight: '75vh', overflow: 'auto' }}
            data-testid="batch-tree"
          >
            {treeAnswer.isLoading ? (
              <CircularProgress size={20} aria-label={t('common.Loading')} />
            ) : (
              <NodeTree
                load={(key) => Promise.resolve(levelOf(tree, key))}
                cacheKey={`batch-command-tree-${treeAnswer.dataUpdatedAt}`}
                label={t('batch.assetTree')}
                selected={null}
                onSelect={() => undefined}
                check={check}
              />
            )}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <Stack spacing={2}>
            <Box data-testid="batch-chosen">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography variant="subtitle2">{t('batch.chosen', { count: chosen.size })}</Typography>
                {chosen.size > 0 && (
                  <Button size="small" onClick={() => setChosen(new Map())}>
                    {t('batch.clearChosen')}
                  </Button>
                )}
              </Stack>
              {chosen.size === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('batch.noneChosen')}
                </Typography>
              ) : (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {chosenList.map((a) => (
                    <Chip
                      key={a.id}
                      size="small"
                      color={supportsSsh(a) ? 'default' : 'warning'}
                      label={supportsSsh(a) ? a.hostname : `${a.hostname} (${t('batch.noSsh')})`}
                      title={a.ip}
                      onDelete={() =>
                        setChosen((current) => {
                          const next = new Map(current)
                          next.delete(a.id)
                          return next
                        })
                      }
                      deleteIcon={<CancelIcon role="button" aria-label={t('batch.remove', { name: a.hostname })} />}
                    />
                  ))}
                </Box>
              )}
              {fieldErrors.hosts && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {t('batch.assets')}: {fieldErrors.hosts}
                </Typography>
              )}
            </Box>

            <TextField
              select
              size="small"
              label={t('batch.systemUser')}
              value={runAs}
              onChange={(e) => {
                setSystemUser(e.target.value)
                setRefusal(null)
              }}
              error={!!fieldErrors.run_as}
              helperText={fieldErrors.run_as ? fieldErrors.run_as : t('batch.systemUserHelp')}
              sx={{ maxWidth: 480 }}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { 'aria-label': t('batch.systemUser') } } } } }}
            >
              {systemUsers.map((su) => {
                const why = systemUserRefusal(su, chosenList)
                return (
                  <MenuItem key={su.id} value={String(su.id)} disabled={why !== null}>
                    <Box>
                      <Box>{systemUserLabel(su)}</Box>
                      {why && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t(why.key, why.values)}
                        </Typography>
                      )}
                    </Box>
                  </MenuItem>
                )
              })}
            </TextField>

            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('batch.command')}
                value={command}
                onChange={(e) => {
                  setCommand(e.target.value)
                  historyAt.current = -1
                  setRefusal(null)
                }}
                onKeyDown={onCommandKey}
                multiline
                minRows={2}
                maxRows={8}
                fullWidth
                error={!!fieldErrors.command}
                helperText={fieldErrors.command ?? t('batch.commandHelp')}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
              <IconButton aria-label={t('batch.history')} onClick={(e) => setHistoryMenu(e.currentTarget)}>
                <HistoryIcon />
              </IconButton>
              <Menu anchorEl={historyMenu} open={historyMenu !== null} onClose={() => setHistoryMenu(null)}>
                <ListSubheader>{t('batch.historyLocal')}</ListSubheader>
                {history.length === 0 && <MenuItem disabled>{t('batch.historyEmpty')}</MenuItem>}
                {history.map((c) => (
                  <MenuItem key={`local-${c}`} onClick={() => pickCommand(c)} sx={{ fontFamily: 'monospace' }}>
                    {c}
                  </MenuItem>
                ))}
                <ListSubheader>{t('batch.historyRecent')}</ListSubheader>
                {recent.isLoading && <MenuItem disabled>{t('common.Loading')}</MenuItem>}
                {recentCommands.map((c) => (
                  <MenuItem key={`recent-${c}`} onClick={() => pickCommand(c)} sx={{ fontFamily: 'monospace' }}>
                    {c}
                  </MenuItem>
                ))}
              </Menu>
            </Stack>

            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="contained" onClick={() => void execute()} disabled={sending}>
                {running ? t('batch.running') : t('batch.run')}
              </Button>
              {runId && inUserArea && (
                <Button component={RouterLink} to={executionPath(runId)} size="small">
                  {t('batch.openRun')}
                </Button>
              )}
            </Stack>
            {refusal && (
              <Alert severity="warning" role="alert">
                {t(refusal)}
              </Alert>
            )}
            {fieldErrors.non_field_errors && (
              <Alert severity="error" role="alert">
                {fieldErrors.non_field_errors}
              </Alert>
            )}

            <Box>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {t('batch.output')}
              </Typography>
              <OutputTerminal ref={terminal} label={t('batch.output')} />
            </Box>

            {runId && (
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                  {t('batch.results')}
                </Typography>
                {finished && run.data ? (
                  <RunResults result={run.data.result} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('batch.waitingResult')}
                  </Typography>
                )}
              </Box>
            )}
          </Stack>
        </Grid>
      </Grid>
    </PageFrame>
  )
}
