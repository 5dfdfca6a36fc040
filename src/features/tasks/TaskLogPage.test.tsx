import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../test/render'
import { FakeWebSocket } from '../../test/fakeSocket'
import TaskLogPage from './TaskLogPage'

describe('TaskLogPage', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket))
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeWebSocket.reset()
  })

  it('CeleryTaskLog: /ops/celery/task/{id}/log/ asks the task-log socket for that task and shows its lines as they come', async () => {
    renderScreen(<TaskLogPage />, { route: '/ops/celery/task/5c1f/log/', path: '/ops/celery/task/:id/log/' })
    expect(await screen.findByRole('heading', { name: 'Task log 5c1f' })).toBeInTheDocument()
    const log = screen.getByRole('log', { name: 'Task log' })
    expect(log).toHaveTextContent("Waiting for the task's output")
    const socket = FakeWebSocket.latest()
    expect(socket?.url).toMatch(/\/ws\/ops\/tasks\/log\/$/)
    act(() => socket?.open())
    expect(socket?.sent.map((d) => JSON.parse(d) as unknown)).toEqual([{ task: '5c1f', type: 'celery' }])
    act(() => socket?.push({ message: 'PLAY [all]\r\nok: [web-01]\r\n', task: '5c1f' }))
    act(() => socket?.push({ message: 'someone else\r\n', task: 'other' }))
    expect(log.textContent).toBe('PLAY [all]\nok: [web-01]\n')
  })

  it('a socket that cannot connect says the log is unavailable', async () => {
    renderScreen(<TaskLogPage />, { route: '/ops/task/task/77/log/', path: '/ops/task/task/:id/log/' })
    await screen.findByRole('log', { name: 'Task log' })
    act(() => FakeWebSocket.latest()?.fail())
    expect(screen.getByRole('log', { name: 'Task log' })).toHaveTextContent('The task log could not be opened')
  })
})
