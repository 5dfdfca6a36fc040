// The replay of a session (the Replay tab of its detail page, SESS-03): a terminal recording plays in the console
// (TerminalPlayer), beside the session's commands, each of which jumps to its moment; a recording the console cannot
// play (rdp/vnc video) is offered in the platform's own player. The recording can always be downloaded as the
// platform packs it. The platform looks the recording up in the background: its first answer says it is running,
// so the page asks again until it has the answer. Opened from a command record (`?at=<the command's timestamp>`),
// the player starts at that command's moment, the command marked in the list. Long pauses can be shortened (a
// session left idle plays on at once); the commands' moments follow.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { parseServerDate } from '../../../components/data/dates'
import { terminalCommandsList, terminalSessionsReplayRetrieve, terminalSessionsRetrieve } from '../../../generated/operations/terminal'
import { httpRequest } from '../../../http/client'
import { request, urlOf, type RowOf } from '../../../http/operation'
import { platformReplayUrl, REPLAY_AT_PARAM } from '../sessionActions'
import { clock, momentOf, parseAsciicast, recordingText, shortenPauses } from './asciicast'
import { TerminalPlayer, type PlayerHandle } from './TerminalPlayer'

/** How often the page asks again while the platform looks the recording up (ms). */
export const REPLAY_POLL_MS = 1000
/** The longest pause (seconds) a recording keeps when its pauses are shortened. */
export const PAUSE_LIMIT = 2

type ReplayAnswer = Awaited<ReturnType<typeof request<typeof terminalSessionsReplayRetrieve>>>
type Replay = Extract<NonNullable<ReplayAnswer>, { src: string }>
type Command = RowOf<typeof terminalCommandsList>

const isReplay = (answer: ReplayAnswer | undefined): answer is Replay => !!answer && typeof answer === 'object' && 'src' in answer

export default function SessionReplay({ sessionId: id }: { sessionId: string }) {
  const { t } = useTranslation()
  const player = useRef<PlayerHandle>(null)
  const [search] = useSearchParams()
  const at = Number(search.get(REPLAY_AT_PARAM) ?? NaN)
  /** The command whose moment the player was last brought to. */
  const [marked, setMarked] = useState<string | null>(null)

  const session = useQuery({
    queryKey: [urlOf(terminalSessionsRetrieve, { id })],
    queryFn: ({ signal }) => request(terminalSessionsRetrieve, { path: { id }, signal }),
  })
  const replay = useQuery({
    queryKey: [urlOf(terminalSessionsReplayRetrieve, { id })],
    // no recording is a message of the page, not an error toast
    queryFn: ({ signal }) => request(terminalSessionsReplayRetrieve, { path: { id }, signal }, { silent: true }),
    refetchInterval: (q) => (q.state.data && !isReplay(q.state.data) && q.state.data.status === 'running' ? REPLAY_POLL_MS : false),
    retry: false,
  })
  const described = isReplay(replay.data) ? replay.data : null
  const playable = described?.type === 'json'
  const recording = useQuery({
    queryKey: ['session-recording', described?.src],
    enabled: playable,
    queryFn: async ({ signal }) => {
      // a file of the platform's media (not an API operation): read as bytes, gunzipped when it is gzip
      const file = await httpRequest<Blob>({ url: described!.src, method: 'GET', responseType: 'blob', signal }, { silent: true })
      return parseAsciicast(await recordingText(await file.arrayBuffer()))
    },
    retry: false,
    staleTime: Infinity,
  })
  const commands = useQuery({
    queryKey: [urlOf(terminalCommandsList), { session_id: id }],
    queryFn: async ({ signal }) => {
      const answer = await request(terminalCommandsList, { query: { session_id: id }, signal })
      const rows: Command[] = Array.isArray(answer) ? answer : (answer?.results ?? [])
      return [...rows].sort((a, b) => Number(a.timestamp) - Number(b.timestamp))
    },
  })

  const sessionStart = session.data ? (parseServerDate(session.data.date_start)?.getTime() ?? 0) / 1000 || null : null
  // with its pauses shortened, the recording plays on a timeline of its own: every moment is moved onto it
  const [shorten, setShorten] = useState(false)
  const shortened = useMemo(() => (recording.data ? shortenPauses(recording.data, PAUSE_LIMIT) : null), [recording.data])
  const onTimeline = (original: number) => (shorten && shortened ? shortened.toShort(original) : original)
  const moments = (commands.data ?? []).map((c) => ({
    id: String(c.id),
    timestamp: Number(c.timestamp),
    at: recording.data ? onTimeline(momentOf(recording.data, sessionStart, Number(c.timestamp))) : 0,
  }))
  /** Where the player goes once it has the other timeline's recording. */
  const resumeAt = useRef<number | null>(null)
  const toggleShorten = () => {
    const here = player.current?.position() ?? 0
    const original = shorten && shortened ? shortened.toOriginal(here) : here
    resumeAt.current = !shorten && shortened ? shortened.toShort(original) : original
    setShorten(!shorten)
  }
  useEffect(() => {
    if (resumeAt.current === null) return
    player.current?.seek(resumeAt.current)
    resumeAt.current = null
  }, [shorten])
  // opened at a command's moment: once the recording, the session's start and its commands are read
  const ready = !!recording.data && session.isFetched && commands.isFetched
  const startedAt = useRef(false)
  useEffect(() => {
    if (!ready || startedAt.current || !Number.isFinite(at) || !recording.data) return
    startedAt.current = true
    player.current?.seek(momentOf(recording.data, sessionStart, at))
  }, [ready, at, recording.data, sessionStart])
  const shown = shorten && shortened ? shortened.recording : recording.data
  const current = marked ?? (Number.isFinite(at) ? (moments.find((m) => m.timestamp === at)?.id ?? null) : null)

  const failed = replay.isError || (replay.data && !isReplay(replay.data) && replay.data.status === 'error')

  let body
  if (failed) body = <Alert severity="warning">{t('sessions.noRecording')}</Alert>
  else if (!described) body = <CircularProgress aria-label={t('sessions.findingRecording')} />
  else if (!playable)
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" href={platformReplayUrl(id)} target="_blank" rel="noopener">
            {t('sessions.platformPlayer')}
          </Button>
        }
      >
        {t('sessions.videoRecording')}
      </Alert>
    )
  else if (recording.isError) body = <Alert severity="error">{t('sessions.recordingUnreadable')}</Alert>
  else if (!recording.data) body = <CircularProgress aria-label={t('sessions.loadingRecording')} />
  else
    body = (
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TerminalPlayer ref={player} recording={shown ?? recording.data} marks={moments.map((m) => m.at)} />
        </Box>
        <Paper variant="outlined" sx={{ width: { xs: '100%', lg: 320 }, maxHeight: 560, overflow: 'auto' }}>
          <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
            {t('terminal.commands')}
          </Typography>
          <List dense aria-label={t('terminal.commands')}>
            {(commands.data ?? []).map((c, i) => {
              const { at, id } = moments[i]
              return (
                <ListItemButton
                  key={id}
                  selected={current === id}
                  aria-current={current === id ? 'true' : undefined}
                  onClick={() => {
                    setMarked(id)
                    player.current?.seek(at)
                  }}
                >
                  <ListItemText
                    primary={String(c.input)}
                    secondary={clock(at)}
                    slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
                  />
                </ListItemButton>
              )
            })}
          </List>
          {commands.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {t('sessions.noCommands')}
            </Typography>
          )}
        </Paper>
      </Stack>
    )

  return (
    <Box>
      {described && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
          {playable && recording.data && (
            <FormControlLabel
              control={<Switch size="small" checked={shorten} onChange={toggleShorten} />}
              label={t('sessions.shortenPauses', { seconds: PAUSE_LIMIT })}
            />
          )}
          <Button variant="outlined" size="small" href={described.download_url} download>
            {t('sessions.download')}
          </Button>
        </Stack>
      )}
      {body}
    </Box>
  )
}
