import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { forwardRef, useImperativeHandle, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PERM_USE } from '../../config/constants'
import { opsCommandExecutionsCreate } from '../../generated/operations/ops'
import { permsSystemUsersPermissionList } from '../../generated/operations/perms'
import { urlOf } from '../../http/operation'
import { contractFallback } from '../../test/contract'
import { FakeWebSocket } from '../../test/fakeSocket'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { readHistory, rememberCommand, runRefusal, systemUserRefusal, type TreeAsset } from './batch'
import BatchCommandPage from './BatchCommandPage'
import MyCommandExecutionsPage from '../userArea/MyCommandExecutionsPage'
import { userAreaPageOf } from '../userArea/UserAreaPage'

// the terminal draws with xterm.js (a real browser's job, e2e/batchCommand): here it shows what was written to it
vi.mock('./OutputTerminal', () => ({
  TERMINAL_ROWS: 18,
  TERMINAL_COLS: 120,
  OutputTerminal: forwardRef<{ write(t: string): void; clear(): void }, { label: string }>(function Stub({ label }, ref) {
    const [text, setText] = useState('')
    useImperativeHandle(ref, () => ({ write: (t: string) => setText((s) => s + t), clear: () => setText('') }))
    return <pre aria-label={label}>{text}</pre>
  }),
}))

// the seeded mock backend answers, signed in as the ordinary user `user`
const fallback = contractFallback('user')
const mock = setupMockServer(...fallback.handlers)
const state = fallback.mock.state
const USER = state.users().find((u) => u.username === 'user')!
const USER_ENV = { perms: PERM_USE, isSuperAdmin: false, currentUserId: USER.id }
const CREATE_URL = urlOf(opsCommandExecutionsCreate)
const favorites = () =>
  state.db
    .collection('favorite-assets')
    .filter((f) => f.user === USER.id)
    .map((f) => state.db.collection('assets').get(String(f.asset))!)
const runs = () => state.db.collection('command-executions').filter((e) => e.user === USER.id)

const ssh = (hostname: string, protocols = ['ssh/22']): TreeAsset => ({
  id: hostname,
  hostname,
  ip: '10.0.0.1',
  protocols,
  disabled: false,
})

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket)
  localStorage.clear()
})
afterEach(() => {
  FakeWebSocket.reset()
  vi.unstubAllGlobals()
})

async function open() {
  const r = renderScreen(<BatchCommandPage />, { env: USER_ENV })
  await screen.findByRole('tree', { name: 'My assets' })
  return r
}
const output = () => screen.getByLabelText('Output')
const refusal = () => screen.getByRole('alert')

async function chooseSystemUser(user: ReturnType<typeof renderScreen>['user'], name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'System user' }))
  await user.click(await screen.findByRole('option', { name }))
}

describe('batch command: what is missing is said before anything is sent (DOM-04)', () => {
  it('DOM-04: each missing input has its message, and no run is asked for', async () => {
    const before = runs().length
    const { user } = await open()
    const run = screen.getByRole('button', { name: 'Run' })
    await user.click(run)
    expect(refusal()).toHaveTextContent('Choose the assets and the system user to run the command with.')
    expect(output()).toHaveTextContent('Choose the assets and the system user')

    // the favourites node's box ticks its assets (an inactive one cannot be chosen)
    await user.click(screen.getByRole('checkbox', { name: /^Favorite/ }))
    const chosen = within(screen.getByTestId('batch-chosen'))
    const expected = favorites().filter((a) => a.is_active)
    expect(chosen.getByText(`Chosen assets (${expected.length})`)).toBeInTheDocument()
    await user.click(run)
    expect(refusal()).toHaveTextContent('No system user chosen.')

    await chooseSystemUser(user, /^ops-root/)
    await user.click(run)
    expect(refusal()).toHaveTextContent('Type the command to run.')

    await user.type(screen.getByRole('textbox', { name: 'Command' }), 'uptime')
    await user.click(chosen.getByRole('button', { name: 'Clear' }))
    await user.click(run)
    expect(refusal()).toHaveTextContent('No asset chosen, or none of the chosen assets supports SSH.')
    expect(screen.getByRole('textbox', { name: 'Command' })).toHaveValue('uptime')
    expect(runs().length).toBe(before)
    expect(mock.requests('POST', CREATE_URL)).toHaveLength(0)
  })

  it('DOM-04: the refusals in order: assets and system user, then an SSH asset, then the system user, then the command', () => {
    expect(runRefusal({ assets: [], systemUser: null, command: 'x' })).toBe('batch.needAssetsAndSystemUser')
    expect(runRefusal({ assets: [], systemUser: 'su', command: 'x' })).toBe('batch.noAssetOrNoSsh')
    expect(runRefusal({ assets: [ssh('win', ['rdp/3389'])], systemUser: 'su', command: 'x' })).toBe('batch.noAssetOrNoSsh')
    expect(runRefusal({ assets: [ssh('web')], systemUser: null, command: 'x' })).toBe('batch.noSystemUser')
    expect(runRefusal({ assets: [ssh('web')], systemUser: 'su', command: '  \n' })).toBe('batch.noCommand')
    expect(runRefusal({ assets: [ssh('web')], systemUser: 'su', command: 'id' })).toBeNull()
  })
})

describe('batch command: the system users that can run a command', () => {
  it('DOM-04: only SSH system users with automatic login can be chosen; the others say why', async () => {
    const base = {
      priority: 10,
      username_same_with_user: false,
      auto_push: false,
      cmd_filters: [],
      sudo: '',
      shell: '/bin/bash',
      login_mode_display: '',
      comment: '',
      sftp_root: 'tmp',
      date_created: '2026/11/26 10:00:00 +0800',
      created_by: 'admin',
    }
    mock.server.use(
      http.get(urlOf(permsSystemUsersPermissionList), () =>
        HttpResponse.json([
          { ...base, id: '5f5e0000-2c4d-4e8a-9f10-0a1b2c3d5c0a', name: 'deploy', username: 'deploy', protocol: 'ssh', login_mode: 'auto' },
          { ...base, id: '5f5e0000-2c4d-4e8a-9f10-0a1b2c3d5c0b', name: 'db-ro', username: 'ro', protocol: 'mysql', login_mode: 'auto' },
          { ...base, id: '5f5e0000-2c4d-4e8a-9f10-0a1b2c3d5c0c', name: 'by-hand', username: '', protocol: 'ssh', login_mode: 'manual' },
        ]),
      ),
    )
    const { user } = await open()
    await user.click(screen.getByRole('combobox', { name: 'System user' }))
    const option = (name: RegExp) => screen.getByRole('option', { name })
    expect(option(/^deploy/)).not.toHaveAttribute('aria-disabled', 'true')
    expect(option(/^db-ro/)).toHaveAttribute('aria-disabled', 'true')
    expect(option(/^db-ro/)).toHaveTextContent('protocol mysql: commands run over SSH only')
    expect(option(/^by-hand/)).toHaveAttribute('aria-disabled', 'true')
    expect(option(/^by-hand/)).toHaveTextContent('manual login: commands need automatic login')
  })

  it('a system user whose protocol none of the chosen assets supports is refused', () => {
    const su = { protocol: 'ssh', login_mode: 'auto' } as const
    expect(systemUserRefusal(su, [])).toBeNull()
    expect(systemUserRefusal(su, [ssh('web'), ssh('win', ['rdp/3389'])])).toBeNull()
    expect(systemUserRefusal(su, [ssh('win', ['rdp/3389'])])).toEqual({ key: 'batch.reasonNoAsset', values: { protocol: 'ssh' } })
  })
})

describe('batch command: a run', () => {
  it('ROUTE-OPS-02: runs on the chosen assets, writes the streamed log into the terminal and lists each host once finished', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('checkbox', { name: /^Favorite/ }))
    const hosts = favorites().filter((a) => a.is_active)
    await chooseSystemUser(user, /^ops-root/)
    await user.type(screen.getByRole('textbox', { name: 'Command' }), 'hostname')
    await user.click(screen.getByRole('button', { name: 'Run' }))

    await waitFor(() => expect(mock.requests('POST', CREATE_URL)).toHaveLength(1))
    const run = runs().find((e) => e.command === 'hostname')!
    expect(new Set(run.hosts as string[])).toEqual(new Set(hosts.map((a) => a.id)))
    const socket = await waitFor(() => {
      const s = FakeWebSocket.latest()
      expect(s?.url).toMatch(/\/ws\/ops\/tasks\/log\/$/)
      return s!
    })
    act(() => socket.open())
    expect(socket.sent.map((d) => JSON.parse(d) as unknown)).toEqual([{ task: run.id }])
    act(() => socket.push({ message: `${String(hosts[0].hostname)} | CHANGED | rc=0 >>\r\n`, task: run.id }))
    expect(output()).toHaveTextContent(`${String(hosts[0].hostname)} | CHANGED | rc=0 >>`)
    expect(screen.getByText('Waiting for the result…')).toBeInTheDocument()

    // the mock's run finishes when its last host has answered: move its clock past that
    state.clockOffset += 60_000
    try {
      const table = await screen.findByRole('table', { name: 'Results per host' }, { timeout: 4000 })
      for (const a of hosts) {
        const row = within(table).getAllByText(String(a.hostname))[0].closest('tr')!
        expect(row).toHaveTextContent('succeeded')
        // `hostname` prints the host's name
        expect(within(row).getAllByText(String(a.hostname)).length).toBe(2)
      }
    } finally {
      state.clockOffset -= 60_000
    }
    expect(readHistory()).toEqual(['hostname'])
  })

  it('a field error of the server is shown beside its input, and what was typed stays', async () => {
    mock.server.use(http.post(CREATE_URL, () => HttpResponse.json({ hosts: 'Not has host [x] permission' }, { status: 400 })))
    const { user } = await open()
    await user.click(screen.getByRole('checkbox', { name: /^Favorite/ }))
    await chooseSystemUser(user, /^ops-root/)
    await user.type(screen.getByRole('textbox', { name: 'Command' }), 'uptime')
    await user.click(screen.getByRole('button', { name: 'Run' }))
    expect(await screen.findByText('Assets: Not has host [x] permission')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Command' })).toHaveValue('uptime')
    expect(readHistory()).toEqual([])
  })

  it('the commands run before come back with Ctrl+↑ and from the history menu', async () => {
    rememberCommand('df -h')
    rememberCommand('uptime')
    const { user } = await open()
    const input = screen.getByRole('textbox', { name: 'Command' })
    await user.click(input)
    await user.keyboard('{Control>}{ArrowUp}{/Control}')
    expect(input).toHaveValue('uptime')
    await user.keyboard('{Control>}{ArrowUp}{/Control}')
    expect(input).toHaveValue('df -h')
    await user.keyboard('{Control>}{ArrowDown}{/Control}')
    expect(input).toHaveValue('uptime')
    await user.click(screen.getByRole('button', { name: 'Command history' }))
    await user.click(await screen.findByRole('menuitem', { name: 'df -h' }))
    expect(input).toHaveValue('df -h')
  })
})

describe('batch command in the user area (ROUTE-UA-03)', () => {
  it('ROUTE-UA-03: my command executions offer to run a command, which opens the batch command page of the user area', async () => {
    renderScreen(<MyCommandExecutionsPage />, { env: USER_ENV, route: '/command-executions' })
    expect(await screen.findByRole('link', { name: 'Run a command' })).toHaveAttribute('href', '/command-executions/create')
    // the user area's chunk draws it, as it does for the admin area's route
    expect(userAreaPageOf('MyBatchCommand')).toBeDefined()
    expect(userAreaPageOf('BatchCommand')).toBeDefined()
  })
})
