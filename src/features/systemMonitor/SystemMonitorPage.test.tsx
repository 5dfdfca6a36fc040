// ROUTE-XPACK-08 / SESS-08: the system monitor shows one card per component type with its counts per state, its
// online sessions and the load each of its components last reported; failures are said, not hidden.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { PERM_ADMIN, PERM_AUDIT, PERM_SUPER } from '../../config/constants'
import { terminalComponentsMetrics, terminalTerminalsList } from '../../generated/operations/terminal'
import { urlOf } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { SAMPLE_EVERY_MS, SAMPLES_KEY } from './samples'
import SystemMonitorPage from './SystemMonitorPage'

// the seeded mock answers: two koko (normal, high), guacamole, omnidb (critical), xrdp, lion (offline), core, celery
const fallback = contractFallback()
const mock = setupMockServer(...fallback.handlers)
const METRICS = urlOf(terminalComponentsMetrics)
const TERMINALS = urlOf(terminalTerminalsList)

function open(language: 'en' | 'cn' = 'en') {
  return renderScreen(<SystemMonitorPage />, {
    route: '/xpack/system-monitor',
    path: '/xpack/system-monitor',
    env: { perms: PERM_SUPER | PERM_ADMIN | PERM_AUDIT },
    language,
  })
}

const card = (type: string) => screen.getByTestId(`monitor-${type}`)

describe('SystemMonitorPage (ROUTE-XPACK-08, SESS-08)', () => {
  it('SESS-08 shows a card per component type with its counts per state and its online sessions', async () => {
    open()
    const grid = await screen.findByTestId('system-monitor')
    const types = within(grid)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(types).toEqual(['Celery', 'Core', 'Guacamole', 'KoKo', 'Lion', 'OmniDB', 'XRDP'])

    expect(within(card('koko')).getByTestId('monitor-koko-total')).toHaveTextContent('2 components')
    expect(within(card('koko')).getByTestId('monitor-koko-normal')).toHaveTextContent('Normal: 1')
    expect(within(card('koko')).getByTestId('monitor-koko-high')).toHaveTextContent('High load: 1')
    expect(within(card('koko')).getByTestId('monitor-koko-critical')).toHaveTextContent('Critical load: 0')
    expect(within(card('omnidb')).getByTestId('monitor-omnidb-critical')).toHaveTextContent('Critical load: 1')
    expect(within(card('lion')).getByTestId('monitor-lion-total')).toHaveTextContent('1 component')
    expect(within(card('lion')).getByTestId('monitor-lion-offline')).toHaveTextContent('Offline: 1')
    expect(within(card('koko')).getByRole('img')).toHaveAccessibleName('Normal: 1, High load: 1, Critical load: 0, Offline: 0')

    // the online sessions are those of the seed's unfinished sessions on the type's live components
    const db = fallback.mock.state.db
    const kokos = new Set(
      db
        .collection('terminals')
        .all()
        .filter((t) => t.type === 'koko' && t.status !== 'offline')
        .map((t) => t.id),
    )
    const kokoOnline = db
      .collection('sessions')
      .all()
      .filter((x) => !x.is_finished && kokos.has(String(x.terminal))).length
    expect(kokoOnline).toBeGreaterThan(0)
    expect(within(card('koko')).getByTestId('monitor-koko-sessions')).toHaveTextContent(`Online sessions${kokoOnline}`)
  })

  it('SESS-08 lists the load each component last reported; an offline one has no figures', async () => {
    open()
    const koko = await within(await screen.findByTestId('monitor-koko')).findByRole('table', { name: 'Load of the KoKo components' })
    const rows = within(koko).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['koko-01', 'koko-02'])
    const high = within(screen.getByTestId('monitor-component-koko-02')).getAllByRole('cell')
    expect(high[1]).toHaveTextContent('High load')
    expect(high[2]).toHaveTextContent('6.4')
    const critical = within(screen.getByTestId('monitor-component-omnidb-01')).getAllByRole('cell')
    expect(critical[1]).toHaveTextContent('Critical load')
    expect(critical[3]).toHaveTextContent('97.2 %')
    const offline = within(screen.getByTestId('monitor-component-lion-01')).getAllByRole('cell')
    expect(offline.map((c) => c.textContent)).toEqual(['lion-01', 'Offline', '–', '–', '–', '0'])
  })

  it('SESS-08 speaks the console language', async () => {
    open('cn')
    await screen.findByTestId('system-monitor')
    expect(within(card('koko')).getByTestId('monitor-koko-high')).toHaveTextContent('高负载: 1')
    expect(within(card('koko')).getByTestId('monitor-koko-total')).toHaveTextContent('共 2 个组件')
  })

  it('SESS-08 says when no component has registered', async () => {
    mock.server.use(http.get(METRICS, () => HttpResponse.json([])))
    open()
    expect(await screen.findByTestId('monitor-empty')).toHaveTextContent('No component has registered with the platform yet.')
  })

  it('SESS-08 says why the figures are missing and reads them again on refresh', async () => {
    let fail = true
    mock.server.use(
      http.get(METRICS, () =>
        fail
          ? HttpResponse.json({ detail: 'Server is busy' }, { status: 503 })
          : HttpResponse.json([
              contractRow(terminalComponentsMetrics, { type: 'celery', total: 1, normal: 1, high: 0, critical: 0, offline: 0 }),
            ]),
      ),
    )
    open()
    expect(await screen.findByTestId('monitor-error')).toHaveTextContent('The figures could not be read')
    fail = false
    await userEvent.click(screen.getByTestId('monitor-refresh'))
    await waitFor(() =>
      expect(
        within(screen.getByTestId('system-monitor'))
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Celery']),
    )
    expect(mock.requests('GET', TERMINALS).length).toBeGreaterThanOrEqual(2)
  })

  describe('the history this browser keeps', () => {
    afterEach(() => localStorage.removeItem(SAMPLES_KEY))

    it('SESS-08 each reading is kept; with two or more the chart of online sessions per type is drawn, and says where it comes from', async () => {
      const now = Date.now()
      localStorage.setItem(
        SAMPLES_KEY,
        JSON.stringify([
          { at: now - 3 * SAMPLE_EVERY_MS, sessions: { koko: 1 } },
          { at: now - 2 * SAMPLE_EVERY_MS, sessions: { koko: 4, guacamole: 1 } },
        ]),
      )
      open()
      const history = await screen.findByTestId('monitor-history')
      expect(within(history).getByRole('heading', { name: 'Online sessions, last 24 hours' })).toBeInTheDocument()
      expect(history).toHaveTextContent('3 readings so far')
      expect(within(history).queryByTestId('trend-chart') ?? within(history).getByTestId('trend-chart-loading')).toBeInTheDocument()
      const kept = JSON.parse(localStorage.getItem(SAMPLES_KEY) ?? '[]') as Array<{ sessions: Record<string, number> }>
      expect(kept).toHaveLength(3)
      expect(Object.keys(kept[2].sessions).sort()).toEqual(['celery', 'core', 'guacamole', 'koko', 'lion', 'omnidb', 'xrdp'])
    })

    it('SESS-08 a first reading draws no line yet, only the note', async () => {
      open()
      const history = await screen.findByTestId('monitor-history')
      expect(history).toHaveTextContent('1 reading so far')
      expect(within(history).queryByTestId('trend-chart')).not.toBeInTheDocument()
      expect(within(history).queryByTestId('trend-chart-loading')).not.toBeInTheDocument()
    })
  })
})
