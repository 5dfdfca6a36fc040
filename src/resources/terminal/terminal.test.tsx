// Component tests of the terminal area's configs: storages' type-specific settings (SESS-07 / ENT-26), their
// row actions, the terminal page's tabs and load summary (SESS-08), and the session list's views (SESS-01).
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OptionsMetadata } from '../../components/data/metadata'
import { ListPage } from '../../components/list/ListPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { cacheHandler, fakeEndpoint } from '../../components/testing/fixtures'
import { renderScreen } from '../../components/testing/render'
import { setupMockServer } from '../../components/testing/server'
import CommandListPage from './CommandListPage'
import commands from './commands'
import commandStorages, { esHostError } from './commandStorages'
import replayStorages from './replayStorages'
import { COMMAND_STORAGE_TREE_URL, COMMAND_STORAGES_URL, COMMANDS_URL, METRICS_URL, REPLAY_STORAGES_URL, SESSIONS_URL, TERMINALS_URL } from './shared'
import sessions from './sessions'
import TerminalPage from './TerminalPage'
import terminals from './terminals'

const choice = (...values: string[]) => values.map((value) => ({ value, display_name: value.toUpperCase() }))
const storageMeta = (types: string[]): OptionsMetadata => {
  const write = {
    name: { type: 'string', label: 'Name', required: true, max_length: 128 },
    type: { type: 'choice', label: 'Type', default: 'server', choices: choice(...types) },
    meta: { type: 'nested object', label: 'Meta', required: true },
    is_default: { type: 'boolean', label: 'Default storage' },
    comment: { type: 'string', label: 'Comment' },
  }
  return { actions: { POST: write, PUT: write, GET: { ...write, name: { ...write.name, filter: true } } } }
}
const replayApi = fakeEndpoint(REPLAY_STORAGES_URL, storageMeta(['null', 'server', 's3', 'ceph', 'swift', 'oss', 'azure', 'obs']), [])
const commandApi = fakeEndpoint(COMMAND_STORAGES_URL, storageMeta(['null', 'server', 'es']), [])
const terminalApi = fakeEndpoint(TERMINALS_URL, { actions: { GET: { name: { type: 'string', label: 'Name' }, type: { type: 'choice', label: 'Type' } } } }, [
  { id: 't1', name: 'koko-01', type: 'koko', status_display: 'Normal', is_alive: true },
])
const sessionApi = fakeEndpoint(SESSIONS_URL, { actions: { GET: { user: { type: 'string', label: 'User', filter: true }, is_finished: { type: 'boolean', label: 'Is finished', filter: true } } } }, [])
const mock = setupMockServer()
for (const config of [replayStorages, commandStorages, terminals]) resourceRoutes(config)
resourceRoutes(replayStorages, { path: '/terminal/storages/replay-storage' })
resourceRoutes(commandStorages, { path: '/terminal/storages/command-storage' })

function serve() {
  replayApi.items = [
    { id: 'r1', name: 'default', type: 'server', meta: {}, is_default: true, comment: '' },
    { id: 'r2', name: 's3-archive', type: 's3', meta: { BUCKET: 'replays', ENDPOINT: 'https://s3.example.com' }, is_default: false, comment: '' },
  ]
  commandApi.items = [{ id: 'c1', name: 'default', type: 'server', meta: {}, is_default: true, comment: '' }]
  mock.server.use(...replayApi.handlers, ...commandApi.handlers, ...terminalApi.handlers, ...sessionApi.handlers, cacheHandler([replayApi, commandApi, terminalApi, sessionApi]))
}

const form = (config: typeof replayStorages, route: string, path: string) =>
  renderScreen(<ResourceFormPage config={config} />, { route, path, routes: [{ path: '/terminal/terminal', element: <div>terminal page</div> }] })

describe('storage forms (SESS-07, ENT-26)', () => {
  it('SESS-07 a command storage of type es asks for its hosts; a missing host is refused under its field and values are kept', async () => {
    serve()
    const r = form(commandStorages, '/terminal/storages/command-storage/create', '/terminal/storages/command-storage/create')
    // the first screen of the file also loads the form's lazy pieces
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20000 }), 'es-archive')
    expect(screen.queryByText('Hosts')).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('radio', { name: 'ES' }))
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
    expect(body).toMatchObject({ name: 'es-archive', type: 'es', meta: { HOSTS: ['http://es.example.com:9200'], INDEX: 'jumpserver', IGNORE_VERIFY_CERTS: false } })
    expect(Object.keys(body).filter((k) => k.startsWith('meta__'))).toEqual([])
    // the platform reads `meta` with the serializer of the type the query names: without it the settings are lost
    expect(mock.requests('POST', COMMAND_STORAGES_URL)[0].search.get('type')).toBe('es')
  })

  it('ENT-26 updating an s3 replay storage shows its settings, keeps its type and leaves an empty secret out', async () => {
    serve()
    const r = form(replayStorages, '/terminal/storages/replay-storage/r2/update', '/terminal/storages/replay-storage/:id/update')
    expect(await screen.findByRole('textbox', { name: /Bucket/ })).toHaveValue('replays')
    expect(screen.getByRole('textbox', { name: /Endpoint/ })).toHaveValue('https://s3.example.com')
    expect(screen.queryByRole('textbox', { name: /Container name/ })).not.toBeInTheDocument()
    await r.user.clear(screen.getByRole('textbox', { name: /Bucket/ }))
    await r.user.type(screen.getByRole('textbox', { name: /Bucket/ }), 'replays-2')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('terminal page')).toBeInTheDocument()
    const body = mock.requests('PUT', `${REPLAY_STORAGES_URL}r2/`)[0].body as Record<string, unknown>
    expect(body).toMatchObject({ type: 's3', meta: { BUCKET: 'replays-2', ENDPOINT: 'https://s3.example.com' } })
    expect(body.meta).not.toHaveProperty('SECRET_KEY')
    expect(mock.requests('PUT', `${REPLAY_STORAGES_URL}r2/`)[0].search.get('type')).toBe('s3')
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
    await r.user.click(screen.getByRole('radio', { name: 'ES' }))
    await r.user.type(await screen.findByRole('combobox', { name: /Hosts/ }), 'http://es.example.com{Enter}')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Each address must look like http://host:port or https://host:port')).toBeInTheDocument()
    expect(mock.requests('POST', COMMAND_STORAGES_URL)).toHaveLength(0)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('es-bad')
  })

  it('FORM-13 / ENT-26 a server error on a meta setting is shown under that setting, values kept', async () => {
    serve()
    mock.server.use(http.post(REPLAY_STORAGES_URL, () => HttpResponse.json({ meta: { ENDPOINT: ['Endpoint is not reachable.'] } }, { status: 400 })))
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
    expect(mock.requests('POST', REPLAY_STORAGES_URL)[0].body).toMatchObject({ type: 'oss', meta: { BUCKET: 'replays', ENDPOINT: 'http://oss-cn-hangzhou.aliyuncs.com' } })
  })
})

describe('storage lists', () => {
  it('SESS-07 test connection and set default; the default storage cannot be deleted', async () => {
    serve()
    mock.server.use(
      http.get(`${REPLAY_STORAGES_URL}:id/test-connective/`, () => HttpResponse.json({ is_valid: true, msg: '' })),
      http.patch(`${REPLAY_STORAGES_URL}:id/`, () => HttpResponse.json({})),
    )
    const r = renderScreen(<ListPage config={replayStorages} />, { route: '/terminal/terminal?tab=replayStorages', path: '/terminal/terminal' })
    await screen.findByText('s3-archive', undefined, { timeout: 15000 })
    const act = async (name: string) => {
      // the grid may draw its rows again between steps: find the row each time
      const row = screen.getByText('s3-archive').closest('[role="row"]') as HTMLElement
      const inline = within(row).queryByRole('button', { name })
      if (inline) return r.user.click(inline)
      await r.user.click(within(row).getByRole('button', { name: 'More' }))
      await r.user.click(screen.getByRole('menuitem', { name }))
    }
    await act('Test connection')
    expect(await screen.findByText('Connection test succeeded')).toBeInTheDocument()
    await act('Set as default')
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('PATCH', `${REPLAY_STORAGES_URL}r2/`)[0]?.body).toEqual({ is_default: true }))
    // after the reload the grid draws the rows again: wait for the default row's actions, inline or in its menu
    const defaultRow = () => screen.getByText('default').closest('[role="row"]') as HTMLElement
    const control = await waitFor(() => {
      const found = within(defaultRow()).queryByRole('button', { name: 'Delete' }) ?? within(defaultRow()).getByRole('button', { name: 'More' })
      return found
    })
    if (control.getAttribute('aria-label') === 'More' || control.textContent === 'More') {
      await r.user.click(control)
      expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
    } else {
      expect(control).toBeDisabled()
    }
  })
})

describe('terminal page', () => {
  it('ROUTE-TERM-05 / SESS-08 storages are tabs of the terminal page, and the status tab shows the load counts', async () => {
    serve()
    mock.server.use(http.get(METRICS_URL, () => HttpResponse.json([
      { type: 'koko', total: 5, normal: 3, high: 1, critical: 0, offline: 1, session_active: 2 },
      { type: 'guacamole', total: 3, normal: 2, high: 0, critical: 1, offline: 0, session_active: 1 },
    ])))
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

describe('session list', () => {
  it('SESS-01 offers online and finished views and starts on the last 7 days', async () => {
    serve()
    const r = renderScreen(<ListPage config={sessions} />, { route: '/terminal/sessions', path: '/terminal/sessions' })
    await waitFor(() => expect(mock.requests('GET', SESSIONS_URL).length).toBeGreaterThan(0))
    const sent = mock.requests('GET', SESSIONS_URL).at(-1)!.search
    const days = (Date.parse(sent.get('date_to')!) - Date.parse(sent.get('date_from')!)) / 86400000
    expect(days).toBeCloseTo(7, 3)
    await r.user.click(screen.getByRole('combobox', { name: 'Search' }))
    await r.user.click(await screen.findByRole('option', { name: 'Session state' }))
    expect(await screen.findByRole('option', { name: 'Online' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('option', { name: 'Finished' }))
    await waitFor(() => expect(mock.requests('GET', SESSIONS_URL).at(-1)?.search.get('is_finished')).toBe('1'))
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument()
  })
})

describe('command records (SESS-06)', () => {
  const tree = [
    { id: 's-local', name: 'default(server)(2)', title: 'default(server)', pId: 'root', isParent: false, open: false, valid: true },
    { id: 's-es', name: 'es-archive(es) *Invalid', title: 'es-archive(es)', pId: 'root', isParent: false, open: false, valid: false },
    { id: 'root', name: 'Command storages', title: 'Command storages', pId: '', isParent: true, open: true },
  ]
  const rows = [{ id: 'c1', input: 'ls -al', risk_level: 0, risk_level_display: 'Ordinary', user: 'Alice(alice)', asset: 'web-01', system_user: 'ops', session: 'x1', timestamp: 1795395150, org_id: 'o' }]
  function serveCommands() {
    mock.server.use(
      http.get(COMMAND_STORAGE_TREE_URL, () => HttpResponse.json(tree)),
      http.options(COMMANDS_URL, () => HttpResponse.json({ actions: { GET: { input: { type: 'string', label: 'Command', filter: true } } } })),
      // as the platform: commands are read per storage
      http.get(COMMANDS_URL, ({ request }) => {
        const storage = new URL(request.url).searchParams.get('command_storage_id')
        if (!storage) return HttpResponse.json({ detail: 'CommandStorage object does not exist.', code: 'object_does_not_exist' }, { status: 404 })
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
})
