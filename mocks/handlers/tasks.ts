// Celery-like tasks: every "run"/"test"/"push" action records a task with a log that the task-log websocket
// streams; the API answers the task id in `task`.
import { randomId } from '../engine/prng'
import type { MockState } from '../engine/state'

export function recordTask(state: MockState, name: string, hosts: string[] = [], ok = true): string {
  const id = randomId()
  const lines = [`Task ${name}[${id}] received`, 'PLAY [all] *********************************************************************', '']
  lines.push('TASK [ping] ********************************************************************')
  for (const h of hosts.slice(0, 50))
    lines.push(ok ? `ok: [${h}]` : `fatal: [${h}]: UNREACHABLE! => {"changed": false, "unreachable": true}`)
  if (hosts.length > 50) lines.push(`... and ${hosts.length - 50} more hosts`)
  lines.push('', 'PLAY RECAP *********************************************************************')
  for (const h of hosts.slice(0, 50)) lines.push(`${h.padEnd(26)} : ok=${ok ? 1 : 0}    changed=0    unreachable=${ok ? 0 : 1}    failed=0`)
  lines.push('', `Task ${name}[${id}] succeeded in ${(0.3 + hosts.length * 0.05).toFixed(2)}s: None`, '')
  state.db.collection('task-logs').insert({ id, name, log: lines.join('\n'), date_created: state.now() })
  return id
}

/**
 * The log of a batch command run (`ops.tasks.run_command_execution`, whose task id is the execution's id): the play
 * banner, each host's outcome as the command callback prints it, then the end. `result` is the execution's.
 */
export function commandExecutionLog(id: string, command: string, result: Record<string, unknown>, seconds: number): string {
  const lines = [`Task ops.tasks.run_command_execution[${id}] received`, '---------- Task start ----------', `$ ${command}`]
  for (const [host, outcome] of Object.entries(result)) {
    if (host === 'error' && typeof outcome === 'string') {
      lines.push(outcome)
      continue
    }
    const o = (outcome ?? {}) as Record<string, unknown>
    if (typeof o.err === 'string') lines.push(`${host} | FAILED! => `, o.err)
    else {
      lines.push(`${host} | CHANGED | rc=${String(o.rc ?? 0)} >>`)
      for (const text of [o.stdout, o.stderr]) if (typeof text === 'string' && text) lines.push(text)
    }
  }
  lines.push(
    '---------- Task end ----------',
    '',
    `Task ops.tasks.run_command_execution[${id}] succeeded in ${seconds.toFixed(2)}s: None`,
    '',
  )
  return lines.join('\n')
}
