// Issue 23: one date format on every screen. Screens that showed the server's own text (`2026/11/23 03:09:48
// +0800`) or the browser's locale format get contract rows with server dates and must show `YYYY-MM-DD HH:mm:ss`.
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ListPage } from '../components/list/ListPage'
import ResourceDetailPage from '../components/resource/ResourceDetailPage'
import SiteMessagesPage, { SITE_MESSAGES_URL } from '../features/notifications/SiteMessagesPage'
import { notificationsSiteMessageList } from '../generated/operations/notifications'
import { opsTasksList, opsTasksRetrieve } from '../generated/operations/ops'
import { terminalCommandsList } from '../generated/operations/terminal'
import { xpackGatheredUserTasksList } from '../generated/operations/xpack'
import { urlOf } from '../http/operation'
import { contractFallback, contractRow } from '../test/contract'
import { renderScreen } from '../test/render'
import { setupMockServer } from '../test/server'
import tasks from './ops/tasks'
import commands from './terminal/commands'
import gatherUserTasks from './xpack/gatherUserTasks'

const fallback = contractFallback()
const mock = setupMockServer(...fallback.handlers)
const SLOW = { timeout: 20000 }

// 2026-11-22 19:09:48 UTC, written as the server writes it, and the text the console must show in the test's zone
const SERVER_DATE = '2026/11/23 03:09:48 +0800'
const INSTANT = new Date(Date.UTC(2026, 10, 22, 19, 9, 48))
const two = (n: number) => String(n).padStart(2, '0')
const SHOWN = `${String(INSTANT.getFullYear())}-${two(INSTANT.getMonth() + 1)}-${two(INSTANT.getDate())} ${two(INSTANT.getHours())}:${two(INSTANT.getMinutes())}:${two(INSTANT.getSeconds())}`
const TASK = '7e610000-2c4d-4e8a-9f10-0a1b2c3d8001'

const SUMMARY = { total: 1, success: 1, failed: 0 }
const page = <T,>(rows: T[]) => ({ count: rows.length, next: null, previous: null, results: rows })

function execution() {
  return {
    id: '7e620000-2c4d-4e8a-9f10-0a1b2c3d9001',
    task: TASK,
    task_display: 'push users',
    hosts_amount: 1,
    adhoc: '7e630000-2c4d-4e8a-9f10-0a1b2c3d9101',
    date_start: SERVER_DATE,
    stat: { total: 1, success: 1, failed: 0 },
    date_finished: SERVER_DATE,
    timedelta: 1,
    is_finished: true,
    is_success: true,
    short_id: '0b4ee34f2347',
    adhoc_short_id: '5caf06488ebf',
    last_success: [],
    last_failure: {},
  }
}

describe('one date format on every screen (issue 23)', () => {
  it('ERR-34 site messages show the date in the console format, not the server text', async () => {
    const row = contractRow(notificationsSiteMessageList, {
      id: '0b8d3e2a-6c1f-4a5e-9d7b-000000000001',
      subject: 'Disk almost full',
      message: 'Body',
      has_read: false,
      read_at: null,
      date_created: SERVER_DATE,
      date_updated: SERVER_DATE,
      sender: 'Admin(admin)',
    })
    mock.server.use(
      http.get(SITE_MESSAGES_URL, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.has('limit') ? page([row]) : [row])),
    )
    renderScreen(<SiteMessagesPage />, { route: '/notifications/site-messages', path: '/notifications/site-messages' })
    const subject = await screen.findByText('Disk almost full', undefined, SLOW)
    const line = subject.closest('[role="row"]') as HTMLElement
    expect(line).toHaveTextContent(SHOWN)
    expect(line).not.toHaveTextContent('+0800')
  })

  it('ROUTE-OPS-01 the task detail shows its latest run as a date', async () => {
    const task = contractRow(opsTasksRetrieve, {
      id: TASK,
      name: 'push users',
      latest_execution: execution(),
      summary: SUMMARY,
      date_created: SERVER_DATE,
      date_updated: SERVER_DATE,
    })
    mock.server.use(http.get(urlOf(opsTasksRetrieve, { id: TASK }), () => HttpResponse.json(task)))
    renderScreen(<ResourceDetailPage config={tasks} />, { route: `/ops/tasks/${TASK}`, path: '/ops/tasks/:id' })
    await screen.findByRole('heading', { name: 'push users' }, SLOW)
    const latest = document.querySelector('dd[data-field="latest_run"]') as HTMLElement
    expect(latest).toHaveTextContent(SHOWN)
    expect(document.querySelector('dd[data-field="date_created"]')).toHaveTextContent(SHOWN)
    expect(screen.queryByText(SERVER_DATE)).not.toBeInTheDocument()
  })

  it('LIST-01 a task list whose metadata cannot be read still shows its dates as dates', async () => {
    const row = contractRow(xpackGatheredUserTasksList, { name: 'gather linux', date_created: SERVER_DATE, date_updated: SERVER_DATE })
    mock.server.use(
      http.get(urlOf(xpackGatheredUserTasksList), () => HttpResponse.json(page([row]))),
      http.options(urlOf(xpackGatheredUserTasksList), () => HttpResponse.json({ detail: 'Server Error' }, { status: 500 })),
    )
    renderScreen(<ListPage config={gatherUserTasks} />, { route: '/accounts/gathered-user/tasks', path: '/accounts/gathered-user/tasks' })
    const name = await screen.findByText('gather linux', undefined, SLOW)
    const line = name.closest('[role="row"]') as HTMLElement
    expect(line).toHaveTextContent(SHOWN)
    expect(line).not.toHaveTextContent(SERVER_DATE)
  })

  it('the task list writes its dates in the same format', async () => {
    const row = contractRow(opsTasksList, {
      id: TASK,
      name: 'push users',
      latest_execution: execution(),
      summary: SUMMARY,
      date_created: SERVER_DATE,
    })
    mock.server.use(http.get(urlOf(opsTasksList), () => HttpResponse.json(page([row]))))
    renderScreen(<ListPage config={tasks} />, { route: '/ops/tasks', path: '/ops/tasks' })
    const line = (await screen.findByText('push users', undefined, SLOW)).closest('[role="row"]') as HTMLElement
    expect(within(line).getAllByText(SHOWN)).toHaveLength(2)
  })

  it('a command time (epoch seconds) is written like every other date', async () => {
    const row = contractRow(terminalCommandsList, { input: 'uname -a', timestamp: INSTANT.getTime() / 1000 })
    mock.server.use(http.get(urlOf(terminalCommandsList), () => HttpResponse.json(page([row]))))
    renderScreen(<ListPage config={commands} />, { route: '/terminal/commands', path: '/terminal/commands' })
    const line = (await screen.findByText('uname -a', undefined, SLOW)).closest('[role="row"]') as HTMLElement
    expect(line).toHaveTextContent(SHOWN)
  })
})
