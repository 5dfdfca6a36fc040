// What a batch command run left (ROUTE-UA-03), read from its `result`: once finished, the output of each host
// (`{host: {cmd, stderr, stdout, rc, delta}}`), the error of a host that failed or could not be reached
// (`{host: {err}}`), or one error for the whole run (`{error: message}`: a command the filters refuse, a timeout).
import type { opsCommandExecutionsList } from '../../generated/operations/ops'
import type { RowOf } from '../../http/operation'

export type Execution = RowOf<typeof opsCommandExecutionsList>

export interface HostOutput {
  host: string
  /** The command ran (whatever its exit code). */
  ran: boolean
  rc: number | null
  stdout: string
  stderr: string
  /** Why the host did not run it. */
  error: string
  delta: string
}

export interface ExecutionOutput {
  /** The error of the whole run, when it did not run at all. */
  error: string | null
  hosts: HostOutput[]
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

export function outputOf(result: Execution['result'] | null | undefined): ExecutionOutput {
  const entries = Object.entries(result ?? {})
  const whole = entries.find(([k, v]) => k === 'error' && typeof v === 'string')
  if (whole) return { error: String(whole[1]), hosts: [] }
  const hosts = entries.map(([host, raw]): HostOutput => {
    const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
    const ran = !('err' in o)
    return {
      host,
      ran,
      rc: typeof o.rc === 'number' ? o.rc : null,
      stdout: text(o.stdout),
      stderr: text(o.stderr),
      error: ran ? '' : text(o.err),
      delta: text(o.delta),
    }
  })
  return { error: null, hosts }
}

/** A host that did not run the command, or ran it with a non-zero exit code. */
export const hostFailed = (h: HostOutput): boolean => !h.ran || (h.rc !== null && h.rc !== 0)

export type ExecutionState = 'running' | 'succeeded' | 'partial' | 'failed'

/** Running until finished; then failed (the run's own error, or every host failed), partly failed, or succeeded. */
export function stateOf(execution: Pick<Execution, 'is_finished' | 'result'>): ExecutionState {
  if (!execution.is_finished) return 'running'
  const { error, hosts } = outputOf(execution.result)
  if (error) return 'failed'
  const failed = hosts.filter(hostFailed).length
  if (failed === 0) return 'succeeded'
  return failed === hosts.length ? 'failed' : 'partial'
}

/** The names of the hosts an execution ran on, as its result names them (none before it finished). */
export function hostNamesOf(execution: Pick<Execution, 'result'>): string[] {
  return outputOf(execution.result).hosts.map((h) => h.host)
}

export const STATE_KEYS: Record<ExecutionState, string> = {
  running: 'userArea.stateRunning',
  succeeded: 'userArea.stateSucceeded',
  partial: 'userArea.statePartial',
  failed: 'userArea.stateFailed',
}

export const STATE_COLORS: Record<ExecutionState, string> = {
  running: 'info.main',
  succeeded: 'success.main',
  partial: 'warning.main',
  failed: 'error.main',
}
