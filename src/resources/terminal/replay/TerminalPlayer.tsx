// The player of a terminal recording (ADR 0011): the recording's output written into an xterm.js terminal as time
// passes. Play, pause, seek (the slider; a seek writes the output up to that moment at once), speed, jump to a
// command's moment (each command a mark on the slider), full screen. It loads with the replay screen only (xterm.js in a chunk of its own, its styles here).
import FullscreenIcon from '@mui/icons-material/Fullscreen'
import PauseIcon from '@mui/icons-material/Pause'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clock, eventsUntil, outputBetween, type Recording } from './asciicast'

export const SPEEDS = [0.5, 1, 2, 4, 8] as const

/** What the page around the player may ask of it (jump to a command's moment). */
export interface PlayerHandle {
  seek(seconds: number): void
  /** Where the recording is (seconds). */
  position(): number
}

/** How often the clock advances while playing (ms). */
const TICK_MS = 50

export const TerminalPlayer = forwardRef<PlayerHandle, { recording: Recording; marks?: readonly number[] }>(function TerminalPlayer(
  { recording, marks = [] },
  ref,
) {
  const { t } = useTranslation()
  const frame = useRef<HTMLDivElement>(null)
  const screen = useRef<HTMLDivElement>(null)
  const term = useRef<Terminal | null>(null)
  /** Events already written. */
  const written = useRef(0)
  /** Where the recording is (seconds); the state mirrors it for drawing. */
  const position = useRef(0)
  const [time, setTime] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState<number>(1)

  useEffect(() => {
    written.current = 0
    position.current = 0
    setTime(0)
    let terminal: Terminal | null = null
    let gone = false
    // xterm.js is a chunk of its own (a library loaded on demand, ADR 0005); what was played before it came is written
    void import('@xterm/xterm').then(({ Terminal }) => {
      if (gone || !screen.current) return
      terminal = new Terminal({ cols: recording.width, rows: recording.height, disableStdin: true, scrollback: 1000 })
      terminal.open(screen.current)
      terminal.write(outputBetween(recording, 0, written.current))
      term.current = terminal
    })
    return () => {
      gone = true
      terminal?.dispose()
      term.current = null
    }
  }, [recording])

  /** Brings the terminal to `seconds`: forward by writing the events in between, backward by writing from the start. */
  const moveTo = useCallback(
    (seconds: number) => {
      const terminal = term.current
      const target = Math.min(recording.duration, Math.max(0, seconds))
      const upto = eventsUntil(recording, target)
      if (terminal) {
        if (upto < written.current) {
          terminal.reset()
          written.current = 0
        }
        if (upto > written.current) terminal.write(outputBetween(recording, written.current, upto))
      }
      written.current = upto
      position.current = target
      setTime(target)
    },
    [recording],
  )

  useImperativeHandle(ref, () => ({ seek: moveTo, position: () => position.current }), [moveTo])

  useEffect(() => {
    if (!playing) return
    let last = performance.now()
    const timer = window.setInterval(() => {
      const now = performance.now()
      const next = position.current + ((now - last) / 1000) * speed
      last = now
      moveTo(next)
      if (next >= recording.duration) setPlaying(false)
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [playing, speed, moveTo, recording.duration])

  const toggle = () => {
    // playing again from the end starts over
    if (!playing && position.current >= recording.duration) moveTo(0)
    setPlaying(!playing)
  }

  return (
    <Box ref={frame} data-testid="replay-player" sx={{ bgcolor: 'background.paper', '&:fullscreen': { p: 2 } }}>
      <Box ref={screen} data-testid="replay-screen" sx={{ bgcolor: '#000', p: 1, overflow: 'auto' }} />
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <IconButton aria-label={playing ? t('sessions.pause') : t('sessions.play')} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Slider
          aria-label={t('sessions.position')}
          size="small"
          min={0}
          max={Math.max(recording.duration, 0.001)}
          step={0.1}
          marks={marks.map((value) => ({ value }))}
          value={time}
          onChange={(_, v) => moveTo(Number(v))}
          valueLabelDisplay="auto"
          valueLabelFormat={clock}
          getAriaValueText={clock}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" data-testid="replay-time" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {clock(time)} / {clock(recording.duration)}
        </Typography>
        <TextField
          select
          size="small"
          label={t('sessions.speed')}
          value={speed}
          onChange={(e) => setSpeed(Number(e.target.value))}
          sx={{ width: 100 }}
        >
          {SPEEDS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}×
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={t('sessions.fullScreen')} onClick={() => void frame.current?.requestFullscreen?.()}>
          <FullscreenIcon />
        </IconButton>
      </Stack>
    </Box>
  )
})
