// The controller of a list (after react-admin's useListController: the hook owns the state and the requests, the
// view only renders). It joins the table (useTable), the field metadata of the list, the context of config
// callbacks, the delete flows, the confirmation of actions that ask first, the columns with their actions column
// (and, for resource lists, the saved column preferences), and the search bar's tag filters. The resource list
// (ListPage) and the data-table component (DataTable) both draw one.
import type { ListFieldSpecs } from '../../generated/fields/types'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMetadata } from '../api/hooks'
import { resolveLocale } from '../../i18n/languages'
import { fieldsFromContract } from '../data/contractFields'
import type { ColumnDefaults, ResolvedColumns } from '../data/columnConfig'
import { fieldsOf, filterOptionsOf, labelOf, type FieldMeta, type OptionsMetadata } from '../data/metadata'
import type { RouteTable } from '../data/routeNames'
import { canAdmin, isRootOrg } from '../env/access'
import { useConsoleEnv } from '../env/ConsoleEnv'
import type { SearchBarProps, SearchFilter } from '../list/SearchBar'
import type { ActionContext, ColumnSpec, FilterSpec, Predicate, Row, RowActionSpec, RowContext } from '../resource/types'
import { useActionContext } from '../resource/useActionContext'
import { actionsColumn, check } from './actionsColumn'
import { buildViewColumns, normaliseColumns } from './columns'
import type { ViewColumn } from './DataTableView'
import { useColumnPrefs } from './useColumnPrefs'
import { LazyConfirm } from './lazyParts'
import { useDeleteFlows, type BulkDeleteMode } from './useDeleteFlows'
import { useTable, type AnyRow, type TableController, type TableOptions } from './useTable'

/** A built-in row action: shown by `has` (default: the admin permission), enabled by `can`. */
export interface RowActionRule {
  has?: Predicate<RowContext>
  can?: Predicate<RowContext>
}

export interface ListControllerOptions {
  /** The request, paging, sort and selection of the table. */
  table: TableOptions
  /** The URL whose OPTIONS metadata labels the columns and offers the tag filters; none without it. */
  metaUrl: string | undefined
  /** The list's fields from the contract: when given, they label the columns and filters and OPTIONS is not asked. */
  contractFields?: ListFieldSpecs
  /** Columns in their default order (an `actions` entry is dropped: the actions column comes from `rowActions`). */
  columns: ReadonlyArray<string | ColumnSpec>
  /**
   * Column order, visibility and widths saved per table (LIST-20..22), with the columns shown before the user
   * chooses and those always shown. Without it the columns show as given, the actions column last.
   */
  columnPrefs?: { default?: readonly string[]; min?: readonly string[] }
  /** Route names → path patterns, for the links of the cells. */
  routes: RouteTable
  /** The detail route the name column links to (LIST-27), and the query that link carries. */
  detailRoute?: string
  detailQuery?: (row: Row) => Record<string, string>
  /** The actions column, shown when any of these is given: update and clone run `run`, delete runs the delete flow. */
  rowActions: {
    update?: RowActionRule & { run(ctx: RowContext): void }
    delete?: RowActionRule
    clone?: RowActionRule & { run(ctx: RowContext): void }
    extras?: RowActionSpec[]
    /** The rows belong to the signed-in user (e.g. API keys): update and delete need no admin permission and stay enabled in the root organisation. */
    own?: boolean
  }
  /** C-04: how "delete selected" deletes (default through spm). */
  bulkDeleteMode?: BulkDeleteMode
  /** Tag filters beside the metadata's `filter` fields (added, relabelled, or hidden by `has`), and metadata ones left out. */
  filters?: readonly FilterSpec[]
  excludeFilters?: readonly string[]
}

/** The saved column preferences of a list and what its column chooser needs. */
export interface ColumnPrefsController {
  defaults: ColumnDefaults
  resolved: ResolvedColumns
  /** Column headers by field, `actions` included. */
  labels: Record<string, string>
  save(next: ResolvedColumns): void
  reset(): void
  resize(field: string, width: number): void
}

export interface ListController {
  table: TableController
  /** The list's OPTIONS metadata (e.g. for a bulk update form). */
  meta: OptionsMetadata | undefined
  actionCtx: ActionContext
  reload(): void
  /** The columns to draw, in order, the actions column included. */
  columns: ViewColumn[]
  /** Present when the options ask for saved column preferences. */
  columnPrefs?: ColumnPrefsController
  /** The search bar: its tag filters, and the table's search and tags. */
  search: SearchBarProps
  /** Asks to delete the selected rows (LIST-30..33, DTABLE-30). */
  deleteSelected(): void
  /** Runs an action, after the confirmation `confirmKey` names when it has one; the confirmation stays open when the action fails. */
  runWithConfirm(confirmKey: string | undefined, run: () => Promise<unknown> | unknown): void
  /** The confirmation dialogs, drawn once beside the table. */
  dialogs: ReactNode
}

/** The search bar's tag filters: the metadata's `filter` fields, then the config's filters over them. */
export function searchFiltersOf(
  fields: Record<string, FieldMeta>,
  filters: readonly FilterSpec[],
  exclude: readonly string[] | undefined,
  ctx: ActionContext,
  t: (key: string) => string,
): SearchFilter[] {
  const byField = new Map<string, SearchFilter>(filterOptionsOf(fields, exclude).map((f) => [f.field, f]))
  for (const f of filters) {
    if (!check(f.has, ctx)) {
      byField.delete(f.field)
      continue
    }
    const base = byField.get(f.field)
    byField.set(f.field, {
      field: f.field,
      label: f.labelKey ? t(f.labelKey) : (base?.label ?? labelOf(fields, f.field)),
      choices: f.choices
        ? f.choices.map((c) => ({ value: c.value, label: c.labelKey ? t(c.labelKey) : (c.label ?? c.value) }))
        : (base?.choices ?? fields[f.field]?.choices?.map((c) => ({ value: String(c.value), label: c.display_name }))),
      url: f.url,
    })
  }
  return [...byField.values()]
}

type Pending = { message: string; run: () => Promise<unknown> | unknown }

const NO_FILTERS: readonly FilterSpec[] = []

export function useListController(options: ListControllerOptions): ListController {
  const { t, i18n } = useTranslation()
  const env = useConsoleEnv()
  const { contractFields } = options
  const chinese = resolveLocale(i18n.resolvedLanguage ?? i18n.language) === 'cn'
  const { meta } = useMetadata(contractFields ? undefined : options.metaUrl)
  const fields = useMemo(
    () => (contractFields ? fieldsFromContract(contractFields, chinese) : fieldsOf(meta, 'GET')),
    [contractFields, chinese, meta],
  )
  const table = useTable(options.table)
  const reload = useCallback(() => void table.refresh(), [table])
  const actionCtx = useActionContext(reload)
  const deletes = useDeleteFlows(table, { bulkMode: options.bulkDeleteMode })

  // an action that asks first waits here for its confirmation
  const [pending, setPending] = useState<Pending | null>(null)
  const runWithConfirm = useCallback(
    (confirmKey: string | undefined, run: () => Promise<unknown> | unknown) => {
      if (!confirmKey) {
        void Promise.resolve(run()).catch(() => {})
        return
      }
      setPending({ message: t(confirmKey), run })
    },
    [t],
  )

  // ─── columns ───────────────────────────────────────────────────────────────────────────────────────────
  const specs = useMemo(() => normaliseColumns(options.columns).filter((c) => c.field !== 'actions'), [options.columns])
  const saved = Boolean(options.columnPrefs)
  const showDefault = options.columnPrefs?.default
  const showMin = options.columnPrefs?.min
  const columnDefaults = useMemo<ColumnDefaults>(
    () => ({
      all: [...specs.map((s) => s.field), 'actions'],
      defaultVisible: showDefault ? [...showDefault, 'actions'] : undefined,
      min: showMin,
    }),
    [specs, showDefault, showMin],
  )
  // (hooks run on every render: a table without saved preferences reads them and leaves them unused)
  const prefs = useColumnPrefs(options.table.tableKey, columnDefaults)

  const rowCtx = useCallback((row: AnyRow): RowContext => ({ ...actionCtx, row }), [actionCtx])
  const { update, delete: remove, clone, extras, own } = options.rowActions
  const admin = canAdmin(env)
  const hasOf = (rule: RowActionRule) => (own ? true : (rule.has ?? admin))
  const actions =
    update || remove || clone || (extras?.length ?? 0) > 0
      ? actionsColumn({
          header: t('table.actions'),
          t,
          context: rowCtx,
          orgIsRoot: own ? false : isRootOrg(env),
          update: update && { has: hasOf(update), can: update.can, run: update.run },
          delete: remove && { has: hasOf(remove), can: remove.can, run: ({ row }) => deletes.deleteRow(row) },
          clone: clone && { has: hasOf(clone), can: clone.can, run: clone.run },
          extras,
          runExtra: (spec, ctx) => runWithConfirm(spec.confirmKey, () => spec.run(ctx)),
        })
      : undefined
  const built = buildViewColumns(specs, {
    fields,
    t,
    routes: options.routes,
    detailRoute: options.detailRoute,
    detailQuery: options.detailQuery,
    widths: saved ? prefs.resolved.widths : undefined,
  })
  let columns: ViewColumn[]
  if (saved) {
    const byField = new Map(built.map((c) => [c.field, c]))
    if (actions) byField.set('actions', actions)
    columns = prefs.resolved.order.filter((f) => prefs.resolved.visible.has(f)).flatMap((f) => byField.get(f) ?? [])
  } else {
    columns = actions ? [...built, actions] : built
  }
  const labels = useMemo(() => {
    const out: Record<string, string> = { actions: t('table.actions') }
    for (const s of specs) out[s.field] = s.labelKey ? t(s.labelKey) : labelOf(fields, s.field)
    return out
  }, [specs, fields, t])

  // ─── search ────────────────────────────────────────────────────────────────────────────────────────────
  const filters = options.filters ?? NO_FILTERS
  const excludeFilters = options.excludeFilters
  const searchFilters = useMemo(
    () => searchFiltersOf(fields, filters, excludeFilters, actionCtx, t),
    [fields, filters, excludeFilters, actionCtx, t],
  )

  return {
    table,
    meta,
    actionCtx,
    reload,
    columns,
    columnPrefs: saved
      ? { defaults: columnDefaults, resolved: prefs.resolved, labels, save: prefs.save, reset: prefs.reset, resize: prefs.resize }
      : undefined,
    search: { filters: searchFilters, search: table.state.search, values: table.state.filters, onChange: table.setSearch },
    deleteSelected: deletes.deleteSelected,
    runWithConfirm,
    dialogs: (
      <>
        {deletes.dialog}
        <LazyConfirm
          open={pending !== null}
          message={pending?.message ?? ''}
          closeOnDone
          onConfirm={() => pending?.run()}
          onClose={() => setPending(null)}
        />
      </>
    ),
  }
}
