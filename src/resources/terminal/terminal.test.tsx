// Component tests of the terminal area's configs: storages' type-specific settings (SESS-07 / ENT-26), their
// row actions, the terminal page's tabs and load summary (SESS-08). The sessions page: sessions.test.tsx.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ListPage } from '../../components/list/ListPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { cacheHandler, fakeEndpoint } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { contractFallback, contractRow } from '../../test/contract'
import {
  terminalCommandsList,
  terminalCommandStoragesCreate,
  terminalCommandStoragesList,
  terminalCommandStoragesRetrieve,
  terminalCommandStoragesTree,
  terminalComponentsMetrics,
  terminalReplayStoragesList,
  terminalReplayStoragesPartialUpdate,
  terminalReplayStoragesRetrieve,
  terminalReplayStoragesTestConnective,
  terminalTerminalsList,
  terminalTerminalsRetrieve,
} from '../../generated/operations/terminal'
import { urlOf, type Operation } from '../../http/operation'
import CommandListPage from './CommandListPage'
import commands from './commands'
import commandStorages, { esHostError } from './commandStorages'
import replayStorages from './replayStorages'
import TerminalPage from './TerminalPage'
import terminals from './terminals'

const REPLAY_STORAGES_URL = urlOf(terminalReplayStoragesList)
const COMMAND_STORAGES_URL = urlOf(terminalCommandStoragesList)
const COMMAND_STORAGE_TREE_URL = urlOf(terminalCommandStoragesTree)
const COMMANDS_URL = urlOf(terminalCommandsList)
const METRICS_URL = urlOf(terminalComponentsMetrics)

// Answers are the platform's (the contract's): uuid ids, every field of a row. The OPTIONS metadata and every call a
// test does not answer itself come from the contract-driven mock.
const R1 = '7e510000-2c4d-4e8a-9f10-0a1b2c3d6e01'
const R2 = '7e510000-2c4d-4e8a-9f10-0a1b2c3d6e02'
const C1 = '7e520000-2c4d-4e8a-9f10-0a1b2c3d6f01'
const C2 = '7e520000-2c4d-4e8a-9f10-0a1b2c3d6f02'
const T1 = '7e530000-2c4d-4e8a-9f10-0a1b2c3d7001'
const fallback = contractFallback()
/** An operation's path as an msw route (`{id}` → `:id`). */
const mswPath = (op: Operation) => op.path.replace(/\{(\w+)\}/g, ':$1')
const replayApi = fakeEndpoint(terminalReplayStoragesList, undefined, [], { retrieve: terminalReplayStoragesRetrieve })
const commandApi = fakeEndpoint(terminalCommandStoragesList, undefined, [], { retrieve: terminalCommandStoragesRetrieve })
const terminalApi = fakeEndpoint(
  terminalTerminalsList,
  undefined,
  [
    {
      id: T1,
      name: 'koko-01',
      type: 'koko',
      remote_addr: '10.0.0.5',
      http_port: 5000,
      ssh_port: 2222,
      session_online: 0,
      command_storage: 'default',
      replay_storage: 'default',
      is_accepted: true,
      is_active: true,
      is_alive: true,
      date_created: '2026/11/20 10:00:00 +0800',
      comment: '',
      status: 'normal',
      status_display: 'Normal',
      stat: {
        id: '7e540000-2c4d-4e8a-9f10-0a1b2c3d7101',
        cpu_load: 0.1,
        memory_used: 40.5,
        disk_used: 20.5,
        session_online: 0,
        date_created: '2026/11/20 10:00:00 +0800',
        terminal: T1,
      },
    },
  ],
  { retrieve: terminalTerminalsRetrieve },
)
const mock = setupMockServer(...fallback.handlers)
for (const config of [replayStorages, commandStorages, terminals]) resourceRoutes(config)

function serve() {
  replayApi.items = [
    { id: R1, name: 'default', type: 'server', meta: {}, is_default: true, comment: '' },
    {
      id: R2,
      name: 's3-archive',
      type: 's3',
      meta: { BUCKET: 'replays', ENDPOINT: 'https://s3.example.com' },
      is_default: false,
      comment: '',
    },
  ]
  commandApi.items = [{ id: C1, name: 'default', type: 'server', meta: {}, is_default: true, comment: '' }]
  mock.server.use(
    ...replayApi.handlers,
    ...commandApi.handlers,
    ...terminalApi.handlers,
    cacheHandler([replayApi, commandApi, terminalApi]),
  )
}

const form = (config: typeof replayStorages | typeof commandStorages, route: string, path: string) =>
  renderScreen(<ResourceFormPage config={config} />, {
    route,
    path,
    routes: [{ path: '/terminal/terminal', element: <div>terminal page</div> }],
  })

describe('storage forms (SESS-07, ENT-26)', () => {
  it('SESS-07 a command storage of type es asks for its hosts; a missing host is refused under its field and values are kept', async () => {
    serve()
    // the platform answers the stored object: its uuid, and the settings with the fixed document type
    mock.server.use(
      http.post(COMMAND_STORAGES_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(
          contractRow(terminalCommandStoragesCreate, { ...body, id: C2, meta: { ...(body.meta as object), DOC_TYPE: '_doc' } }),
          { status: 201 },
        )
      }),
    )
    const r = form(commandStorages, '/terminal/storages/command-storage/create', '/terminal/storages/command-storage/create')
    // the first screen of the file also loads the form's lazy pieces
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20000 }), 'es-archive')
    expect(screen.queryByText('Hosts')).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('radio', { name: 'Elasticsearch' }))
    expect(await screen.findByRole('heading', { name: 'Storage settings' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Index' })).toHaveValue('jumpserver')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('es-archive')
    expect(mock.requests('POST', COMMAND_STORAGES_URL)).toHaveLength(0)
    await r.user.type(screen.getByRole('combobox', { name: /Hosts/ }), 'http://es.example.com:9200{Enter}')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('terminal page')).toBeInTheDocument()
    const body = mock.requests('POST', COMMAND_STORAGES_URL)[0].body as Record<string, unknown>
    expect(body).toMatchObject({
      name: 'es-archive',
      type: 'es',
      meta: { HOSTS: ['http://es.example.com:9200'], INDEX: 'jumpserver', IGNORE_VERIFY_CERTS: false },
    })
    expect(Object.keys(body).filter((k) => k.startsWith('meta__'))).toEqual([])
    // the platform reads `meta` with the serializer of the type the query names: without it the settings are lost
    expect(mock.requests('POST', COMMAND_STORAGES_URL)[0].search.get('type')).toBe('es')
  })

  it('ENT-26 updating an s3 replay storage shows its settings, keeps its type and leaves an empty secret out', async () => {
    serve()
    const r = form(replayStorages, `/terminal/storages/replay-storage/${R2}/update`, '/terminal/storages/replay-storage/:id/update')
    expect(await screen.findByRole('textbox', { name: /Bucket/ })).toHaveValue('replays')
    expect(screen.getByRole('textbox', { name: /Endpoint/ })).toHaveValue('https://s3.example.com')
    expect(screen.queryByRole('textbox', { name: /Container name/ })).not.toBeInTheDocument()
    await r.user.clear(screen.getByRole('textbox', { name: /Bucket/ }))
    await r.user.type(screen.getByRole('textbox', { name: /Bucket/ }), 'replays-2')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('terminal page')).toBeInTheDocument()
    const body = mock.requests('PUT', `${REPLAY_STORAGES_URL}${R2}/`)[0].body as Record<string, unknown>
    expect(body).toMatchObject({ type: 's3', meta: { BUCKET: 'replays-2', ENDPOINT: 'https://s3.example.com' } })
    expect(body.meta).not.toHaveProperty('SECRET_KEY')
    expect(mock.requests('PUT', `${REPLAY_STORAGES_URL}${R2}/`)[0].search.get('type')).toBe('s3')
  })
})

describe('storage settings checks (SESS-07, ENT-26, FORM-13)', () => {
  it('SESS-07 an Elasticsearch address is taken only as http(s)://host:port', () => {
    expect(esHostError(['http://es.example.com:9200', 'https://10.0.0.2:9243'])).toBeUndefined()
    expect(esHostError(['es.example.com:9200'])).toBe('terminal.meta.hostsFormat')
    expect(esHostError(['ftp://es.example.com:9200'])).toBe('terminal.meta.hostsFormat')
    expect(esHostError(['http://es.example.com'])).toBe('terminal.meta.hostsFormat')
    expect(esHostError(['http://:9200'])).toBe('terminal.meta.hostsHost')
    expect(esHostError(['http://es.example.com:92a0'])).toBe('terminal.meta.hostsPort')
  })

  it('SESS-07 an Elasticsearch address without a port is refused under Hosts before anything is sent', async () => {
    serve()
    const r = form(commandStorages, '/terminal/storages/command-storage/create', '/terminal/storages/command-storage/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20000 }), 'es-bad')
    await r.user.click(screen.getByRole('radio', { name: 'Elasticsearch' }))
    await r.user.type(await screen.findByRole('combobox', { name: /Hosts/ }), 'http://es.example.com{Enter}')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Each address must look like http://host:port or https://host:port')).toBeInTheDocument()
    expect(mock.requests('POST', COMMAND_STORAGES_URL)).toHaveLength(0)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('es-bad')
  })

  it('FORM-13 / ENT-26 a server error on a meta setting is shown under that setting, values kept', async () => {
    serve()
    mock.server.use(
      http.post(REPLAY_STORAGES_URL, () => HttpResponse.json({ meta: { ENDPOINT: ['Endpoint is not reachable.'] } }, { status: 400 })),
    )
    const r = form(replayStorages, '/terminal/storages/replay-storage/create', '/terminal/storages/replay-storage/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20000 }), 'oss-replays')
    await r.user.click(screen.getByRole('combobox', { name: /Type/ }))
    await r.user.click(await screen.findByRole('option', { name: 'OSS' }))
    await r.user.type(await screen.findByRole('textbox', { name: /Bucket/ }), 'replays')
    await r.user.type(screen.getByRole('textbox', { name: /Endpoint/ }), 'http://oss-cn-hangzhou.aliyuncs.com')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Endpoint/ })).toHaveAccessibleDescription('Endpoint is not reachable.'))
    expect(screen.queryByText(/^meta/)).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Bucket/ })).toHaveValue('replays')
    expect(screen.getByRole('textbox', { name: /Endpoint/ })).toHaveValue('http://oss-cn-hangzhou.aliyuncs.com')
    expect(mock.requests('POST', REPLAY_STORAGES_URL)[0].body).toMatchObject({
      type: 'oss',
      meta: { BUCKET: 'replays', ENDPOINT: 'http://oss-cn-hangzhou.aliyuncs.com' },
    })
  })
})

describe('storage lists', () => {
  it('SESS-07 test connection and set default; the default storage cannot be deleted', async () => {
    serve()
    mock.server.use(
      http.get(mswPath(terminalReplayStoragesTestConnective), () =>
        HttpResponse.json(contractRow(terminalReplayStoragesTestConnective, { is_valid: true, msg: 'Test successful' })),
      ),
      // the platform answers the saved object; a new default storage replaces the old one
      http.patch(mswPath(terminalReplayStoragesPartialUpdate), async ({ params, request }) => {
        const patch = (await request.json()) as Record<string, unknown>
        if (patch.is_default) for (const item of replayApi.items) item.is_default = false
        const found = replayApi.items.find((i) => i.id === params.id)!
        Object.assign(found, patch)
        return HttpResponse.json(contractRow(terminalReplayStoragesPartialUpdate, found))
      }),
    )
    const r = renderScreen(<ListPage config={replayStorages} />, {
      route: '/terminal/terminal?tab=replayStorages',
      path: '/terminal/terminal',
    })
    await screen.findByText('s3-archive', undefined, { timeout: 15000 })
    const act = async (name: string) => {
      // the grid may draw its rows again between steps: find the row each time
      const row = screen.getByText('s3-archive').closest('[role="row"]') as HTMLElement
      const inline = within(row).queryByRole('button', { name })
      if (inline) return r.user.click(inline)
      await r.user.click(within(row).getByRole('button', { name: 'More' }))
      await r.user.click(await screen.findByRole('menuitem', { name }))
    }
    await act('Test connection')
    expect(await screen.findByText('Connection test succeeded')).toBeInTheDocument()
    await act('Set as default')
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('PATCH', `${REPLAY_STORAGES_URL}${R2}/`)[0]?.body).toEqual({ is_default: true }))
    // after the reload the grid draws the rows again: wait for the default row's actions, inline or in its menu
    const defaultRow = () => screen.getByText('default').closest('[role="row"]') as HTMLElement
    const control = await waitFor(() => {
      const found =
        within(defaultRow()).queryByRole('button', { name: 'Delete' }) ?? within(defaultRow()).getByRole('button', { name: 'More' })
      return found
    })
    if (control.getAttribute('aria-label') === 'More' || control.textContent === 'More') {
      await r.user.click(control)
      expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
    } else {
      expect(control).toBeDisabled()
    }
  })
})

describe('terminal page', () => {
  it('ROUTE-TERM-05 / SESS-08 storages are tabs of the terminal page, and the status tab shows the load counts', async () => {
    serve()
    mock.server.use(
      http.get(METRICS_URL, () =>
        HttpResponse.json([
          contractRow(terminalComponentsMetrics, {
            type: 'koko',
            total: 5,
            normal: 3,
            high: 1,
            critical: 0,
            offline: 1,
            session_active: 2,
          }),
          contractRow(terminalComponentsMetrics, {
            type: 'guacamole',
            total: 3,
            normal: 2,
            high: 0,
            critical: 1,
            offline: 0,
            session_active: 1,
          }),
        ]),
      ),
    )
    const r = renderScreen(<TerminalPage config={terminals} />, { route: '/terminal/terminal', path: '/terminal/terminal' })
    expect(await screen.findByText('koko-01')).toBeInTheDocument()
    await r.user.click(screen.getByRole('tab', { name: 'Command storages' }))
    expect(await screen.findByRole('grid', { name: 'Command storages' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('tab', { name: 'Component status' }))
    const counts = await screen.findByRole('list', { name: 'Component status' })
    await waitFor(() => expect(within(counts).getByRole('listitem', { name: 'Critical load' })).toHaveTextContent('1'))
    expect(within(counts).getByRole('listitem', { name: 'Normal' })).toHaveTextContent('5')
    expect(within(counts).getByRole('listitem', { name: 'Offline' })).toHaveTextContent('1')
  })
})

describe('command records (SESS-06)', () => {
  const tree = [
    contractRow(terminalCommandStoragesTree, {
      id: 's-local',
      name: 'default(server)(2)',
      title: 'default(server)',
      pId: 'root',
      isParent: false,
      open: false,
      valid: true,
    }),
    contractRow(terminalCommandStoragesTree, {
      id: 's-es',
      name: 'es-archive(es) *Invalid',
      title: 'es-archive(es)',
      pId: 'root',
      isParent: false,
      open: false,
      valid: false,
    }),
    contractRow(terminalCommandStoragesTree, {
      id: 'root',
      name: 'Command storages',
      title: 'Command storages',
      pId: '',
      isParent: true,
      open: true,
    }),
  ]
  const rows = [
    contractRow(terminalCommandsList, {
      id: '7e550000-2c4d-4e8a-9f10-0a1b2c3d7201',
      input: 'ls -al',
      output: '',
      risk_level: 0,
      risk_level_display: 'Ordinary',
      user: 'Alice(alice)',
      asset: 'web-01',
      system_user: 'ops',
      session: '7e560000-2c4d-4e8a-9f10-0a1b2c3d7301',
      timestamp: 1795395150,
      org_id: '00000000-0000-0000-0000-000000000002',
    }),
  ]
  function serveCommands() {
    mock.server.use(
      http.get(COMMAND_STORAGE_TREE_URL, () => HttpResponse.json(tree)),
      // as the platform: commands are read per storage
      http.get(COMMANDS_URL, ({ request }) => {
        const storage = new URL(request.url).searchParams.get('command_storage_id')
        if (!storage)
          return HttpResponse.json({ detail: 'CommandStorage object does not exist.', code: 'object_does_not_exist' }, { status: 404 })
        return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })
      }),
    )
  }

  it('issue 17 A8: lists the commands of the first storage that answers, and never asks without a storage', async () => {
    serveCommands()
    renderScreen(<CommandListPage config={commands} />, { route: '/terminal/commands', path: '/terminal/commands' })
    expect(await screen.findByText('ls -al')).toBeInTheDocument()
    expect(mock.requests('GET', COMMANDS_URL).every((r) => r.search.get('command_storage_id') === 's-local')).toBe(true)
    expect(screen.getByRole('combobox', { name: 'Command storage' })).toHaveTextContent('default(server)')
  })

  it('ERR-30: a storage that does not answer says so instead of listing; another one is chosen from the select', async () => {
    serveCommands()
    const r = renderScreen(<CommandListPage config={commands} />, { route: '/terminal/commands?_storage=s-es', path: '/terminal/commands' })
    expect(await screen.findByText('Node unavailable, contact administrator')).toBeInTheDocument()
    expect(mock.requests('GET', COMMANDS_URL)).toHaveLength(0)
    await r.user.click(screen.getByRole('combobox', { name: 'Command storage' }))
    expect(screen.getByRole('option', { name: 'es-archive(es) (unavailable)' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('option', { name: 'default(server)' }))
    expect(await screen.findByText('ls -al')).toBeInTheDocument()
    expect(r.router.state.location.search).toContain('_storage=s-local')
  })

  it('SESS-06 / SESS-03 a command replays its session from the moment it was typed', async () => {
    serveCommands()
    const r = renderScreen(<CommandListPage config={commands} />, { route: '/terminal/commands', path: '/terminal/commands' })
    const row = (await screen.findByText('ls -al')).closest('[role="row"]') as HTMLElement
    await r.user.click(within(row).getByRole('button', { name: 'Replay from here' }))
    expect(r.router.state.location.pathname).toBe('/terminal/sessions/7e560000-2c4d-4e8a-9f10-0a1b2c3d7301')
    expect(r.router.state.location.search).toBe('?tab=replay&at=1795395150')
  })
})
