// Audit logs are read-only lists (ROUTE-AUDITS-01): a date range that starts on the last 7 days, the server's
// filters, search and export; nothing to create, import, edit or delete. Each log names its list operation: its
// columns are typed by that list's rows, its filters by that list's query (ADR 0010).
import { defineResource, type DefinedResource } from '../../components/resource/define'
import type { ResourceIdentity } from '../../components/resource/identity'
import type { Column, FilterSpec, Key } from '../../components/resource/types'
import type { Operation, QueryValues, RowOf } from '../../http/operation'

export const AUDIT_DEFAULT_DAYS = 7

/** An audit log over the list `O` (`V`: ids of columns of its own). */
export interface AuditLog<O extends Operation, V extends string = never> {
  columns: Array<Column<RowOf<O>, V>>
  /** Columns always shown. */
  min: Array<Key<RowOf<O>> | NoInfer<V>>
  /** Columns shown before the user chooses (default: all). */
  shown?: Array<Key<RowOf<O>> | NoInfer<V>>
  filters?: Array<FilterSpec<NonNullable<QueryValues<O>>>>
  excludeFilters?: Array<Key<NonNullable<QueryValues<O>>>>
}

/** The audit log `identity` (its list screen only) over the list `list`. */
export function auditLog<N extends string, O extends Operation, V extends string = never>(
  identity: ResourceIdentity<N>,
  list: O,
  log: AuditLog<O, V>,
): DefinedResource<N> {
  return defineResource<ResourceIdentity<N>, { list: O }, V>(
    identity,
    { list },
    {
      list: {
        columns: log.columns,
        columnsShow: { min: log.min, default: log.shown },
        filters: log.filters,
        excludeFilters: log.excludeFilters,
        dateRange: { defaultDays: AUDIT_DEFAULT_DAYS },
        create: false,
        import: false,
        bulkDelete: false,
        // auditors export what they read
        export: { has: true },
        rowActions: { delete: { has: false } },
      },
    },
  )
}
