// Audit logs are read-only lists (ROUTE-AUDITS-01): a date range that starts on the last 7 days, the server's
// filters, search and export; nothing to create, import, edit or delete.
import type { ColumnSpec, FilterSpec, ResourceConfig } from '../../components/resource/types'

export const AUDIT_DEFAULT_DAYS = 7

export interface AuditLog {
  /** Route name stem (`LoginLog` → LoginLogList). */
  name: string
  path: string
  url: string
  columns: Array<string | ColumnSpec>
  /** Columns always shown. */
  min: string[]
  /** Columns shown before the user chooses (default: all). */
  shown?: string[]
  filters?: FilterSpec[]
  excludeFilters?: string[]
}

export function auditLog(log: AuditLog): ResourceConfig {
  return {
    name: log.name,
    path: log.path,
    url: log.url,
    screens: ['list'],
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
  }
}
