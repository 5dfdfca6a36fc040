// The scenarios of the bench and what each one does on the console, the floor and the stack floor. Everything the console
// must expose for them (addresses, roles, test ids, the first-row mark) is listed in docs/performance.md.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FigureDef } from './results'
import { LOAD_FIGURES } from './results'
import { percentile } from './stats'
import { firstPresent, heapAndDom, measureInteraction, type Measured, type Readiness } from './page'
import type { Side } from './sides'

export type { Side } from './sides'

/** The mock's accounts a scenario may sign in as, with their passwords (the seed's, see README). */
export const ACCOUNTS = { admin: 'admin', user: 'user' } as const
export type Account = keyof typeof ACCOUNTS

/** The selectors of the contract (docs/performance.md, "What the console must expose"). */
export const SELECTORS = {
  /** A data row: MUI's DataGrid rows carry role=row and data-id; the floor's are table rows. */
  dataRow: '[role="row"][data-id], tbody tr[data-id]',
  nodeTree: '[data-testid="node-tree"]',
  treeItem: '[data-testid="node-tree"] [role="treeitem"]',
  rowLink: ':is([role="row"][data-id], tbody tr[data-id]) a[href]',
  sessionsOffline: '[data-testid="sessions-offline"]',
  /** A node of the user area's granted tree. */
  myTreeItem: '[data-testid="my-assets-tree"] [role="treeitem"]',
  /** A figure of the dashboard's totals, once drawn. */
  dashboardTotals: '[data-testid="dash-value"]',
  sortHeader: (field: string) => `[role="columnheader"][data-field="${field}"]`,
  importPreviewRow:
    '[data-testid="import-preview"] tbody tr, [data-testid="import-preview"] [role="row"][aria-rowindex], [role="dialog"] [role="table"] [role="row"][aria-rowindex]',
}

/** Texts of the console's locales (cn, en) for the role-and-name fallbacks of the contract. */
export function localeTexts(root: string, key: string): string[] {
  const out: string[] = []
  for (const lang of ['cn', 'en']) {
    try {
      const tree = JSON.parse(readFileSync(path.join(root, 'locales', `${lang}.json`), 'utf8')) as Record<string, unknown>
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree)
      if (typeof value === 'string') out.push(value)
    } catch {
      // no such locale file
    }
  }
  return out
}

export interface Candidates {
  pagerNext: string[]
  importButton: string[]
  importFile: string[]
}

export function candidates(root: string): Candidates {
  const byLabel = (key: string) => localeTexts(root, key).map((t) => `button[aria-label=${JSON.stringify(t)}]`)
  return {
    pagerNext: ['[data-testid="pager-next"]', ...byLabel('table.nextPage')],
    importButton: ['[data-testid="import-button"]', ...byLabel('list.import')],
    importFile: ['[data-testid="import-file"]', '[role="dialog"] input[type="file"]'],
  }
}

/** What the console side cannot do: the scenario is reported as not available with this reason. */
export class NotAvailable extends Error {}

export interface RunContext {
  side: Side
  m: Measured
  candidates: Candidates
  /** The import file of the import-preview scenario. */
  importFile: Buffer
}

export interface BrowserScenario {
  kind: 'browser'
  id: string
  title: string
  console: { path: string; prefix: string }
  floor: { path: string; prefix: string }
  /** The stack floor's page (bench/stack/); absent: the scenario is measured on the console and the floor only. */
  stack?: { path: string; prefix: string }
  readiness: Readiness
  /** Who is signed in (default admin): the user area is measured as an ordinary user. */
  account?: Account
  /** Report the cold-load figures. */
  loadFigures: boolean
  /** Hundreds of interactions per run: runs a fifth as often (options.heavyRuns). */
  heavy?: boolean
  figures: readonly FigureDef[]
  /** Interactions after the cold load; returns figure id → value. */
  interact?(ctx: RunContext): Promise<Record<string, number | null>>
}

export interface HttpScenario {
  kind: 'http'
  id: string
  title: string
}

export type Scenario = BrowserScenario | HttpScenario

const ms = (id: string, label: string, budgeted = false): FigureDef => ({
  id: budgeted ? `interaction:${id}` : id,
  label,
  unit: 'ms',
  compareBy: 'ratio',
})
const AFTER: FigureDef[] = [
  { id: 'heapAfter', label: 'JS heap after the interactions', unit: 'bytes', compareBy: 'value' },
  { id: 'domAfter', label: 'DOM elements after the interactions', unit: 'count', compareBy: 'value' },
]

/** The floor's and the stack floor's page of a view (`?view=` of bench/floor/floor.js and bench/stack/main.tsx). */
const floors = (view: string) => ({
  floor: { path: `/bench/floor/?view=${view}`, prefix: '/bench/floor/' },
  stack: { path: `/bench/stack/?view=${view}`, prefix: '/bench/stack/' },
})
const USERS = { console: { path: '/ui/users/users', prefix: '/ui/' }, ...floors('users') }
const ASSETS = { console: { path: '/ui/assets/assets', prefix: '/ui/' }, ...floors('assets') }
const DASHBOARD = { console: { path: '/ui/dashboard', prefix: '/ui/' }, ...floors('dashboard') }
const MY_ASSETS = { console: { path: '/ui/', prefix: '/ui/' }, ...floors('myAssets') }
const SESSIONS = { console: { path: '/ui/terminal/sessions', prefix: '/ui/' }, ...floors('sessions') }

async function need(ctx: RunContext, selectors: readonly string[], what: string): Promise<string> {
  const hit = await firstPresent(ctx.m.page, selectors)
  if (!hit) {
    const msg = `${what}: none of ${selectors.join(' | ')} is in the page`
    if (ctx.side === 'console') throw new NotAvailable(msg)
    throw new Error(`${ctx.side}: ${msg}`)
  }
  return hit
}

/** Runs `work`; a console failure becomes NotAvailable with `what` in front. */
async function step<T>(ctx: RunContext, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (e) {
    if (e instanceof NotAvailable || ctx.side !== 'console') throw e
    throw new NotAvailable(`${what}: ${(e as Error).message}`)
  }
}

const firstRowId = `(document.querySelector(${JSON.stringify(SELECTORS.dataRow)})?.getAttribute('data-id') ?? '')`

export const SCENARIOS: readonly Scenario[] = [
  {
    kind: 'browser',
    id: 'users-cold',
    title: 'deep link to the users list (cold)',
    ...USERS,
    readiness: { needs: [] },
    loadFigures: true,
    figures: LOAD_FIGURES,
  },
  {
    kind: 'browser',
    id: 'assets-cold',
    title: 'deep link to the asset list with the node tree (10,000 assets, cold)',
    ...ASSETS,
    readiness: { needs: [SELECTORS.treeItem] },
    loadFigures: true,
    figures: LOAD_FIGURES,
  },
  {
    kind: 'browser',
    id: 'dashboard-cold',
    title: "deep link to the dashboard, the admin's landing page (cold)",
    ...DASHBOARD,
    readiness: { needs: [SELECTORS.dashboardTotals] },
    loadFigures: true,
    figures: LOAD_FIGURES,
  },
  {
    kind: 'browser',
    id: 'my-assets-cold',
    title: "the user area's my assets with its granted tree, an ordinary user's landing page (cold)",
    ...MY_ASSETS,
    account: 'user',
    readiness: { needs: [SELECTORS.myTreeItem] },
    loadFigures: true,
    figures: LOAD_FIGURES,
  },
  {
    kind: 'browser',
    id: 'detail-back',
    title: 'users list → detail → back (warm)',
    ...USERS,
    readiness: { needs: [] },
    loadFigures: false,
    figures: [ms('detail', "open the first row's detail"), ms('back', 'back to the list')],
    async interact(ctx) {
      const page = ctx.m.page
      const link = await need(ctx, [SELECTORS.rowLink], 'a link to the detail in the first data row')
      const listUrl = (await page.evaluate('location.href')) as string
      const detail = await step(ctx, 'opening the detail', () =>
        measureInteraction(ctx.m, {
          events: ['click'],
          act: () => page.locator(link).first().click(),
          done: `location.href !== ${JSON.stringify(listUrl)}`,
        }),
      )
      const back = await step(ctx, 'going back to the list', () =>
        measureInteraction(ctx.m, {
          events: null,
          act: () => page.evaluate('window.__bench.startNow(); history.back()'),
          done: `location.href === ${JSON.stringify(listUrl)} && Boolean(document.querySelector(${JSON.stringify(SELECTORS.dataRow)}))`,
        }),
      )
      return { detail, back }
    },
  },
  {
    kind: 'browser',
    id: 'sessions-sort-page',
    title: 'sort and page the finished sessions (100,000 sessions)',
    ...SESSIONS,
    readiness: { needs: [] },
    loadFigures: false,
    figures: [
      ms('sort-asc', 'sort by asset, ascending', true),
      ms('sort-desc', 'sort by asset, descending', true),
      ms('page-2', 'next page', true),
      ms('page-3', 'next page again', true),
    ],
    async interact(ctx) {
      const page = ctx.m.page
      if (ctx.side === 'console' && (await firstPresent(page, [SELECTORS.sessionsOffline]))) {
        // The finished sessions are a tab of their own: open it (not measured).
        await step(ctx, 'opening the finished sessions', () =>
          measureInteraction(ctx.m, { events: ['click'], act: () => page.locator(SELECTORS.sessionsOffline).first().click() }),
        )
      }
      const header = await need(ctx, [SELECTORS.sortHeader('asset')], 'the asset column header')
      const sorted = (dir: string) => `document.querySelector(${JSON.stringify(header)}).getAttribute('aria-sort') === '${dir}'`
      const sortAsc = await step(ctx, 'sorting by asset (aria-sort must become ascending)', () =>
        measureInteraction(ctx.m, {
          events: ['click'],
          act: () => page.locator(header).first().click(),
          done: sorted('ascending'),
          timeoutMs: 20_000,
        }),
      )
      const sortDesc = await step(ctx, 'sorting by asset again (aria-sort must become descending)', () =>
        measureInteraction(ctx.m, {
          events: ['click'],
          act: () => page.locator(header).first().click(),
          done: sorted('descending'),
          timeoutMs: 20_000,
        }),
      )
      const next = await need(ctx, ctx.candidates.pagerNext, 'the next-page button')
      const pageOnce = async () => {
        const before = (await page.evaluate(firstRowId)) as string
        return step(ctx, 'going to the next page (the first row must change)', () =>
          measureInteraction(ctx.m, {
            events: ['click'],
            act: () => page.locator(next).first().click(),
            done: `${firstRowId} !== ${JSON.stringify(before)}`,
            timeoutMs: 20_000,
          }),
        )
      }
      const page2 = await pageOnce()
      const page3 = await pageOnce()
      return {
        'interaction:sort-asc': sortAsc,
        'interaction:sort-desc': sortDesc,
        'interaction:page-2': page2,
        'interaction:page-3': page3,
      }
    },
  },
  {
    kind: 'browser',
    id: 'tree-expand',
    title: 'expand the whole asset tree, node by node (ArrowRight)',
    ...ASSETS,
    readiness: { needs: [SELECTORS.treeItem] },
    loadFigures: false,
    heavy: true,
    figures: [
      ms('expand-median', 'one node opened (median of a run)', true),
      ms('expand-p95', 'one node opened (95th percentile of a run)', true),
      ms('expand-max', 'one node opened (slowest of a run)'),
      { id: 'expand-count', label: 'nodes opened', unit: 'count', compareBy: 'value' },
      ms('expand-total', 'whole tree opened (sum)'),
      ...AFTER,
    ],
    async interact(ctx) {
      const out = (await ctx.m.page.evaluate(`window.__bench.expandAll(${JSON.stringify(SELECTORS.nodeTree)}, 40, 5000)`)) as {
        durations?: number[]
        error?: string
      }
      if (out.error || !out.durations) {
        const msg = `expanding the tree: ${out.error ?? 'no result'}`
        if (ctx.side === 'console') throw new NotAvailable(msg)
        throw new Error(`${ctx.side}: ${msg}`)
      }
      const d = out.durations
      const after = await heapAndDom(ctx.m)
      return {
        'interaction:expand-median': percentile(d, 50),
        'interaction:expand-p95': percentile(d, 95),
        'expand-max': d.length ? Math.max(...d) : null,
        'expand-count': d.length,
        'expand-total': d.reduce((a, b) => a + b, 0),
        heapAfter: after.heap,
        domAfter: after.domNodes,
      }
    },
  },
  {
    kind: 'browser',
    id: 'import-preview',
    title: 'import preview of 5,000 users (server parse + render)',
    ...USERS,
    readiness: { needs: [] },
    loadFigures: false,
    figures: [ms('preview', 'file chosen → preview shown', true), ...AFTER],
    async interact(ctx) {
      const page = ctx.m.page
      const button = await need(ctx, ctx.candidates.importButton, 'the import button')
      const fileInput = `${JSON.stringify(ctx.candidates.importFile)}.some((s) => document.querySelector(s))`
      await step(ctx, 'opening the import dialog', () =>
        measureInteraction(ctx.m, { events: ['click'], act: () => page.locator(button).first().click(), done: fileInput }),
      )
      const input = await need(ctx, ctx.candidates.importFile, 'the import file input')
      const preview = await step(ctx, 'previewing the file', () =>
        measureInteraction(ctx.m, {
          events: ['change'],
          act: () => page.locator(input).first().setInputFiles({ name: 'users-5000.csv', mimeType: 'text/csv', buffer: ctx.importFile }),
          done: `Boolean(document.querySelector(${JSON.stringify(SELECTORS.importPreviewRow)}))`,
          timeoutMs: 90_000,
        }),
      )
      const after = await heapAndDom(ctx.m)
      return { 'interaction:preview': preview, heapAfter: after.heap, domAfter: after.domNodes }
    },
  },
  { kind: 'http', id: 'mock-latency', title: 'mock backend latency per list request (full scale, no browser)' },
]
