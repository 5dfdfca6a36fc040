// The terminal the output of a batch command run is written into (xterm.js, loaded with this screen only). What is
// written before xterm.js has come is kept and written when it comes.
import Box from '@mui/material/Box'
import type { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'

export const TERMINAL_ROWS = 18
export const TERMINAL_COLS = 120

export interface OutputTerminalHandle {
  /** Writes text (line ends `\n` or `\r\n`). */
  write(text: string): void
  clear(): void
}

export const OutputTerminal = forwardRef<OutputTerminalHandle, { label: string }>(function OutputTerminal({ label }, ref) {
  const screen = useRef<HTMLDivElement>(null)
  const term = useRef<Terminal | null>(null)
  const pending = useRef('')

  useEffect(() => {
    let terminal: Terminal | null = null
    let gone = false
    void import('@xterm/xterm').then(({ Terminal }) => {
      if (gone || !screen.current) return
      terminal = new Terminal({
        rows: TERMINAL_ROWS,
        cols: TERMINAL_COLS,
        disableStdin: true,
        convertEol: true,
        scrollback: 5000,
        fontSize: 13,
      })
      terminal.open(screen.current)
      if (pending.current) terminal.write(pending.current)
      pending.current = ''
      term.current = terminal
    })
    return () => {
      gone = true
      terminal?.dispose()
      term.current = null
    }
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      write: (text) => {
        if (term.current) term.current.write(text)
        else pending.current += text
      },
      clear: () => {
        pending.current = ''
        term.current?.reset()
      },
    }),
    [],
  )

  return <Box ref={screen} role="log" aria-label={label} data-testid="batch-terminal" sx={{ bgcolor: '#000', p: 1, overflow: 'auto' }} />
})
