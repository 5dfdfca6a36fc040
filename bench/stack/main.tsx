// The stack floor of the bench: the floor's pages (bench/floor/floor.js) written with the console's own stack —
// React, @tanstack/react-query, MUI's Table and its emotion styling, a theme and CssBaseline — and nothing else:
// no router, no shell, no i18n, no generated code. Same origin and session cookies as the console, the same
// requests and headers as the floor, the same rows, the same `performance.mark('bench:first-row')` and the same
// test ids the bench looks for. Views (?view=): users (with a detail on ?detail=<id> and an import preview), assets (lazily loaded node tree beside the list),
// sessions (sortable, paged), dashboard (the figure groups in parallel), myAssets (the granted tree and assets).
import {
  StrictMode,
  useEffect,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CssBaseline from '@mui/material/CssBaseline'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { ThemeProvider, createTheme } from '@mui/material/styles'

const PAGE_SIZE = 15

type Row = Record<string, unknown> & { id: string | number }
interface Page<T = Row> {
  count: number
  results: T[]
}
interface TreeNode {
  id: string
  pId?: string
  name: string
  isParent?: boolean
}

const cookie = (name: string): string => {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : ''
}

/** The headers the console's HTTP client (and the floor) send with every request. */
function headers(): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json, text/plain, */*', 'Accept-Language': 'zh-hans' }
  const csrf = cookie('csrftoken')
  if (csrf) h['X-CSRFToken'] = csrf
  const org = cookie('X-JMS-ORG')
  if (org) h['X-JMS-ORG'] = org
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (tz) h['X-TZ'] = tz
  return h
}

async function request<T>(url: string, init?: { method: string; body: Blob; contentType: string }): Promise<T> {
  const h = headers()
  if (init) h['Content-Type'] = init.contentType
  const res = await fetch(url, { credentials: 'same-origin', headers: h, method: init?.method, body: init?.body })
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return (await res.json()) as T
}

const text = (v: unknown): string => {
  if (v === null || v === undefined) return ''
  if (Array.isArray(v)) return v.map(text).join(', ')
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>
    return String(o.label ?? o.name ?? o.value ?? JSON.stringify(v))
  }
  return String(v)
}

let marked = false
/** Marks the first data row once it is in the DOM (a layout effect: before the browser paints it). */
function useFirstRowMark(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown || marked) return
    marked = true
    performance.mark('bench:first-row')
  }, [shown])
}

interface Sort {
  field: string
  desc: boolean
}

interface DataTableProps {
  columns: readonly string[]
  rows: readonly Row[]
  testid?: string
  cell?: (row: Row, field: string) => ReactNode
  /** Sortable headers: the sort of the rows shown, and what a header click asks for. */
  sort?: { current: Sort | null; onSort(field: string): void }
}

function DataTable({ columns, rows, testid, cell, sort }: DataTableProps) {
  useFirstRowMark(rows.length > 0)
  return (
    <Table size="small" data-testid={testid}>
      <TableHead>
        <TableRow>
          {columns.map((f) => (
            <TableCell
              key={f}
              role="columnheader"
              data-field={sort ? f : undefined}
              aria-sort={sort ? (sort.current?.field === f ? (sort.current.desc ? 'descending' : 'ascending') : 'none') : undefined}
              onClick={sort ? () => sort.onSort(f) : undefined}
              sx={sort ? { cursor: 'pointer' } : undefined}
            >
              {f}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row.id)} data-id={String(row.id)} hover>
            {columns.map((f) => (
              <TableCell key={f} sx={{ whiteSpace: 'nowrap' }}>
                {cell ? cell(row, f) : text(row[f])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function Failed({ error }: { error: unknown }) {
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
}

const Section = ({ children }: { children: ReactNode }) => <Paper sx={{ flex: 1, p: 1, overflow: 'auto' }}>{children}</Paper>

// ---- users -------------------------------------------------------------------------------------------------

const USERS_URL = '/api/v1/users/users/'
const USER_COLUMNS = ['name', 'username', 'groups_display', 'total_role_display', 'source_display', 'is_valid']
const PREVIEW_ROWS = 10

/** The address's query, kept in step with the history (pushState below, popstate from the browser). */
function useSearch(): [string, (next: string) => void] {
  const [search, setSearch] = useState(location.search)
  useEffect(() => {
    const onPop = () => setSearch(location.search)
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const go = (next: string) => {
    history.pushState(null, '', next)
    setSearch(location.search)
  }
  return [search, go]
}

function Users() {
  const [search, go] = useSearch()
  const detail = new URLSearchParams(search).get('detail')
  return detail ? <UserDetail id={detail} /> : <UserList open={(id) => go(`?view=users&detail=${encodeURIComponent(id)}`)} />
}

function UserList({ open }: { open(id: string): void }) {
  const [importing, setImporting] = useState(false)
  const list = useQuery({
    queryKey: ['users', 0],
    queryFn: () => request<Page>(`${USERS_URL}?offset=0&limit=${PAGE_SIZE}`),
  })
  if (list.error) return <Failed error={list.error} />
  if (!list.data) return null
  const cell = (row: Row, f: string) =>
    f === 'name' ? (
      <a
        href={`?view=users&detail=${encodeURIComponent(String(row.id))}`}
        onClick={(e) => {
          e.preventDefault()
          open(String(row.id))
        }}
      >
        {text(row.name)}
      </a>
    ) : (
      text(row[f])
    )
  return (
    <Section>
      <div>
        <Button data-testid="import-button" onClick={() => setImporting(true)}>
          import
        </Button>
        {` ${list.data.count}`}
      </div>
      <DataTable columns={USER_COLUMNS} rows={list.data.results} cell={cell} />
      {importing ? <ImportPreview /> : null}
    </Section>
  )
}

function UserDetail({ id }: { id: string }) {
  const user = useQuery({
    queryKey: ['user', id],
    queryFn: () => request<Record<string, unknown>>(`${USERS_URL}${encodeURIComponent(id)}/`),
  })
  if (user.error) return <Failed error={user.error} />
  if (!user.data) return null
  const fields = Object.entries(user.data).filter(([, v]) => v === null || typeof v !== 'object')
  return (
    <Section>
      <section data-testid="detail">
        <h1>{text(user.data.name)}</h1>
        <dl>
          {fields.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{text(v)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Section>
  )
}

/** The file is parsed by the server (render-to-json/, as the console does); the first rows are shown. */
function ImportPreview() {
  const preview = useMutation({
    mutationFn: (file: File) =>
      request<{ title?: Array<[string, string]>; data?: Array<Record<string, unknown>> }>(`${USERS_URL}render-to-json/`, {
        method: 'POST',
        body: file,
        contentType: 'text/csv',
      }),
  })
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    if (file) preview.mutate(file)
  }
  const title = preview.data?.title ?? []
  const data = preview.data?.data ?? []
  return (
    <Paper role="dialog" data-testid="import-dialog" sx={{ mt: 1, p: 1 }}>
      <input type="file" accept=".csv" data-testid="import-file" onChange={onChange} />
      <div data-testid="import-result">
        {preview.error ? <Failed error={preview.error} /> : null}
        {preview.isPending ? '…' : null}
        {preview.data ? (
          <>
            {data.length}
            <DataTable
              testid="import-preview"
              columns={title.map((t) => t[1])}
              rows={data.slice(0, PREVIEW_ROWS).map((r, i) => ({ ...r, id: i + 1 }))}
            />
          </>
        ) : null}
      </div>
    </Paper>
  )
}

// ---- node trees (assets, my assets) ----------------------------------------------------------------------------

const TREE_URL = '/api/v1/assets/nodes/children/tree/?assets=0'

interface ItemProps {
  node: TreeNode
  level: number
  /** Children known already (the first level comes with the roots); otherwise asked when opened. */
  known?: TreeNode[]
  lazy: boolean
}

function TreeItem({ node, level, known, lazy }: ItemProps) {
  const [expanded, setExpanded] = useState(Boolean(known?.length))
  const children = useQuery({
    queryKey: ['tree', node.id],
    queryFn: () => request<TreeNode[]>(`${TREE_URL}&key=${encodeURIComponent(node.id)}`),
    enabled: lazy && expanded && !known,
    staleTime: Infinity,
  })
  const kids = known ?? children.data?.filter((n) => n.id !== node.id) ?? []
  const expandable = Boolean(node.isParent || known?.length)
  const toggle = (open: boolean) => {
    if (expandable) setExpanded(open)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return
    if (e.key === 'ArrowRight') toggle(true)
    else if (e.key === 'ArrowLeft') toggle(false)
  }
  const onClick = (e: MouseEvent) => {
    e.stopPropagation()
    toggle(!expanded)
  }
  return (
    <Box
      component="li"
      role="treeitem"
      tabIndex={-1}
      aria-level={level}
      aria-expanded={expandable ? expanded : undefined}
      data-key={node.id}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <span>{node.name}</span>
      <Box component="ul" role="group" sx={{ listStyle: 'none', m: 0, pl: 1.75, display: expanded ? 'block' : 'none' }}>
        {expanded && kids.map((k) => <TreeItem key={k.id} node={k} level={level + 1} lazy={lazy} />)}
      </Box>
    </Box>
  )
}

function Tree({ testid, url, nest }: { testid: string; url: string; nest: boolean }) {
  const nodes = useQuery({ queryKey: ['tree-root', url], queryFn: () => request<TreeNode[]>(url) })
  const all = nodes.data ?? []
  const ids = new Set(all.map((n) => n.id))
  const roots = nest ? all.filter((n) => !n.pId || !ids.has(n.pId)) : all
  return (
    <Paper
      component="ul"
      role="tree"
      aria-label="nodes"
      data-testid={testid}
      sx={{ width: 280, maxHeight: 860, overflow: 'auto', listStyle: 'none', m: 0, p: 1 }}
    >
      {nodes.error ? <Failed error={nodes.error} /> : null}
      {roots.map((n) => {
        const kids = nest ? all.filter((k) => k.pId === n.id) : []
        return <TreeItem key={n.id} node={n} level={1} known={kids.length ? kids : undefined} lazy={nest} />
      })}
    </Paper>
  )
}

function List({ url, columns }: { url: string; columns: readonly string[] }) {
  const list = useQuery({ queryKey: ['list', url], queryFn: () => request<Page>(url) })
  if (list.error) return <Failed error={list.error} />
  if (!list.data) return <Section>{null}</Section>
  return (
    <Section>
      <DataTable columns={columns} rows={list.data.results} />
      <nav>{list.data.count}</nav>
    </Section>
  )
}

const ASSET_COLUMNS = ['hostname', 'ip', 'platform', 'protocols', 'is_active', 'comment']
const MY_ASSET_COLUMNS = ['hostname', 'ip', 'platform', 'protocols', 'comment']

const Assets = () => (
  <>
    <Tree testid="node-tree" url={TREE_URL} nest />
    <List url={`/api/v1/assets/assets/?offset=0&limit=${PAGE_SIZE}`} columns={ASSET_COLUMNS} />
  </>
)

const MyAssets = () => (
  <>
    <Tree testid="my-assets-tree" url="/api/v1/perms/users/nodes/children/tree/" nest={false} />
    <List url={`/api/v1/perms/users/assets/?offset=0&limit=${PAGE_SIZE}`} columns={MY_ASSET_COLUMNS} />
  </>
)

// ---- sessions: finished sessions, sortable headers, pages ------------------------------------------------------

const SESSION_COLUMNS = [
  'user',
  'asset',
  'system_user',
  'protocol',
  'remote_addr',
  'login_from_display',
  'command_amount',
  'date_start',
  'date_end',
]
// The console's history view starts on the last 7 days: the same window, fixed when the page starts.
const NOW = Date.now()
const RANGE = `&date_from=${encodeURIComponent(new Date(NOW - 7 * 86400000).toISOString())}&date_to=${encodeURIComponent(new Date(NOW).toISOString())}`

function Sessions() {
  const [state, setState] = useState<{ offset: number; sort: Sort | null }>({ offset: 0, sort: null })
  const list = useQuery({
    queryKey: ['sessions', state.offset, state.sort?.field, state.sort?.desc],
    queryFn: async () => {
      const order = state.sort ? `&order=${state.sort.desc ? '-' : ''}${state.sort.field}` : ''
      const page = await request<Page>(`/api/v1/terminal/sessions/?offset=${state.offset}&limit=${PAGE_SIZE}&is_finished=1${RANGE}${order}`)
      // The headers show the sort of the rows on screen, not the one still on its way.
      return { page, ...state }
    },
    placeholderData: keepPreviousData,
  })
  if (list.error) return <Failed error={list.error} />
  if (!list.data) return null
  const { page, offset, sort } = list.data
  // ascending, descending, unsorted: the cycle of the console's headers
  const onSort = (field: string) =>
    setState({
      offset: 0,
      sort: !state.sort || state.sort.field !== field ? { field, desc: false } : !state.sort.desc ? { field, desc: true } : null,
    })
  return (
    <Section>
      <DataTable columns={SESSION_COLUMNS} rows={page.results} sort={{ current: sort, onSort }} />
      <nav>
        <span data-testid="pager-total">{page.count}</span>
        <Button
          data-testid="pager-prev"
          disabled={offset === 0}
          onClick={() => setState({ ...state, offset: Math.max(0, state.offset - PAGE_SIZE) })}
        >
          {'<'}
        </Button>
        {` ${offset / PAGE_SIZE + 1} `}
        <Button
          data-testid="pager-next"
          disabled={offset + PAGE_SIZE >= page.count}
          onClick={() => setState({ ...state, offset: state.offset + PAGE_SIZE })}
        >
          {'>'}
        </Button>
      </nav>
    </Section>
  )
}

// ---- dashboard: the figure groups asked for in parallel, each drawn when it arrives ----------------------------

const DASHBOARD_GROUPS = [
  'total_count',
  'dates_metrics',
  'dates_login_times_top10_users',
  'dates_login_times_top10_assets',
  'dates_login_record_top10_sessions',
]

function Dashboard() {
  const groups = useQueries({
    queries: DASHBOARD_GROUPS.map((group) => ({
      queryKey: ['index', group],
      queryFn: () => request<Record<string, unknown>>(`/api/v1/index/?${group}=1`),
    })),
  })
  const [totals, ...rest] = groups
  const failed = groups.find((g) => g.error)
  return (
    <>
      <Section>
        {failed ? <Failed error={failed.error} /> : null}
        {totals.data ? (
          <DataTable
            testid="dashboard-totals"
            columns={['id', 'value']}
            rows={Object.entries(totals.data).map(([id, value]) => ({ id, value }))}
            cell={(row, f) => (f === 'value' ? <span data-testid="dash-value">{text(row.value)}</span> : text(row[f]))}
          />
        ) : null}
      </Section>
      <Section>
        {rest.flatMap((g) =>
          Object.entries(g.data ?? {}).map(([key, value]) => {
            const rows: Row[] = Array.isArray(value)
              ? value.map((v: unknown, i) =>
                  v && typeof v === 'object' ? { id: i, ...(v as Record<string, unknown>) } : { id: i, value: v },
                )
              : []
            const columns = rows.length ? Object.keys(rows[0]).filter((k) => k !== 'id') : []
            return (
              <div key={key}>
                <h3>{key}</h3>
                <DataTable columns={columns} rows={rows} />
              </div>
            )
          }),
        )}
      </Section>
    </>
  )
}

// ---- the page --------------------------------------------------------------------------------------------------

const VIEWS: Record<string, () => ReactNode> = {
  users: Users,
  assets: Assets,
  sessions: Sessions,
  dashboard: Dashboard,
  myAssets: MyAssets,
}
const View = VIEWS[new URLSearchParams(location.search).get('view') ?? 'users'] ?? Users

const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })
const theme = createTheme({ typography: { fontSize: 13 } })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Box component="main" sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'flex-start' }}>
          <View />
        </Box>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
)
