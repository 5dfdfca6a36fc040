// ROUTE-OPS-01: the task list names every column in the console's language, shows the latest run's outcome and
// start (dates as the other lists write them), and "run again" opens the log of the job the run started.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { taskLogPath } from '../../components/detail/TaskLogDialog'
import { formatDateTime } from '../../components/data/dates'
import { ListPage } from '../../components/list/ListPage'
import { opsTasksList, opsTasksRun } from '../../generated/operations/ops'
import { urlOf } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import tasks from './tasks'

const fallback = contractFallback()
const mock = setupMockServer(...fallback.handlers)
const TASKS = urlOf(opsTasksList)
const RAN = '7e610000-2c4d-4e8a-9f10-0a1b2c3d8001'
const FAILED = '7e610000-2c4d-4e8a-9f10-0a1b2c3d8002'
const NEVER = '7e610000-2c4d-4e8a-9f10-0a1b2c3d8003'
const JOB = '5a1f0c2e-9d7b-4c3a-8e21-6f4b3a2d1c00'
const STARTED = '2026/11/25 17:27:47 +0800'

function execution(task: string, success: boolean) {
  return {
    id: '7e620000-2c4d-4e8a-9f10-0a1b2c3d9001',
    task,
    task_display: 'task',
    hosts_amount: 2,
    adhoc: '7e630000-2c4d-4e8a-9f10-0a1b2c3d9101',
    date_start: STARTED,
    stat: { total: 2, success: success ? 2 : 1, failed: success ? 0 : 1 },
    date_finished: '2026/11/25 17:28:47 +0800',
    timedelta: 60,
    is_finished: true,
    is_success: success,
    short_id: '0b4ee34f2347',
    adhoc_short_id: '5caf06488ebf',
    last_success: [],
    last_failure: {},
  }
}

function serve() {
  const rows = [
    contractRow(opsTasksList, {
      id: RAN,
      name: 'push users',
      latest_execution: execution(RAN, true),
      summary: { total: 3, success: 3, failed: 0 },
    }),
    contractRow(opsTasksList, {
      id: FAILED,
      name: 'test connectivity',
      latest_execution: execution(FAILED, false),
      summary: { total: 1, success: 0, failed: 1 },
    }),
    contractRow(opsTasksList, { id: NEVER, name: 'gather users', latest_execution: null, summary: { total: 0, success: 0, failed: 0 } }),
  ]
  mock.server.use(
    http.get(TASKS, () => HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })),
    http.get(urlOf(opsTasksRun, { id: RAN }), () => HttpResponse.json({ task: JOB })),
  )
}

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement
const cellOf = (row: HTMLElement, header: string) => {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
  return row.querySelectorAll('td')[headers.indexOf(header)]
}

afterEach(() => vi.restoreAllMocks())

describe('task list (ROUTE-OPS-01)', () => {
  it('ROUTE-OPS-01 names every column in the console language', async () => {
    serve()
    renderScreen(<ListPage config={tasks} />, { route: '/ops/tasks', path: '/ops/tasks' })
    await screen.findByText('push users', undefined, { timeout: 20000 })
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim())
      .filter(Boolean)
    expect(headers).toEqual(
      expect.arrayContaining([
        'Name',
        'Succeeded / runs',
        'Last run succeeded',
        'Last run',
        'Last run time (s)',
        'Date created',
        'Comment',
      ]),
    )
    for (const h of headers) expect(h).not.toMatch(/_/)
  })

  it('ROUTE-OPS-01 shows the latest run outcome and its start as a date of the console', async () => {
    serve()
    renderScreen(<ListPage config={tasks} />, { route: '/ops/tasks', path: '/ops/tasks' })
    await screen.findByText('push users', undefined, { timeout: 20000 })
    expect(within(cellOf(rowOf('push users'), 'Last run succeeded')).getByLabelText('Yes')).toBeInTheDocument()
    expect(within(cellOf(rowOf('test connectivity'), 'Last run succeeded')).getByLabelText('No')).toBeInTheDocument()
    const never = cellOf(rowOf('gather users'), 'Last run succeeded')
    expect(within(never).queryByLabelText('Yes')).toBeNull()
    expect(within(never).queryByLabelText('No')).toBeNull()
    expect(cellOf(rowOf('push users'), 'Last run')).toHaveTextContent(formatDateTime(STARTED))
    expect(cellOf(rowOf('push users'), 'Last run')).not.toHaveTextContent('+0800')
  })

  it('ROUTE-OPS-01 run again starts the task and opens the log of the job it started', async () => {
    serve()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const r = renderScreen(<ListPage config={tasks} />, { route: '/ops/tasks', path: '/ops/tasks' })
    await screen.findByText('push users', undefined, { timeout: 20000 })
    const row = rowOf('push users')
    await r.user.click(within(row).getByRole('button', { name: 'Run again' }))
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open.mock.calls[0][0]).toBe(taskLogPath(JOB))
    expect(open.mock.calls[0][1]).toBe('_blank')
    expect(await screen.findByText('The task has started; its log opens in a window of its own')).toBeInTheDocument()
  })
})
