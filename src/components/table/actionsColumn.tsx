// The `actions` column: the row's actions built by the pure rules (DTABLE-06..08) and run by name.
import { buildRowActions, type RowActionRules } from '../data/rowActions'
import type { Predicate, RowActionSpec, RowContext } from '../resource/types'
import type { ViewColumn } from './DataTableView'
import { RowActions } from './RowActions'
import type { AnyRow } from './useTable'

export interface ActionsColumnOptions {
  header: string
  /** The list's translation: the row's buttons are labelled with it (one lookup per table, not a hook per row). */
  t: (key: string) => string
  /** Builds the context of a row (env, reload, navigate …). */
  context: (row: AnyRow) => RowContext
  orgIsRoot: boolean
  update?: { has?: Predicate<RowContext>; can?: Predicate<RowContext>; run?: (ctx: RowContext) => void }
  delete?: { has?: Predicate<RowContext>; can?: Predicate<RowContext>; run?: (ctx: RowContext) => void }
  clone?: { has?: Predicate<RowContext>; can?: Predicate<RowContext>; run?: (ctx: RowContext) => void }
  extras?: RowActionSpec[]
  /** Runs an extra action (with its confirmation when it has one). */
  runExtra: (spec: RowActionSpec, ctx: RowContext) => void
  width?: number
}

export function actionsColumn(options: ActionsColumnOptions): ViewColumn {
  const rules: RowActionRules<RowContext> = {
    update: options.update?.run ? { has: options.update.has, can: options.update.can } : { has: false },
    delete: options.delete?.run ? { has: options.delete.has, can: options.delete.can } : { has: false },
    clone: options.clone?.run ? { has: options.clone.has, can: options.clone.can } : { has: false },
    extras: (options.extras ?? []).map((e) => ({
      name: e.name,
      labelKey: e.labelKey,
      type: e.type,
      order: e.order,
      has: e.has,
      can: e.can,
    })),
  }
  return {
    field: 'actions',
    header: options.header,
    width: options.width ?? 220,
    sortable: false,
    render: (row) => {
      const ctx = options.context(row)
      const models = buildRowActions(rules, ctx, options.orgIsRoot)
      return (
        <RowActions
          t={options.t}
          actions={models}
          onAction={(name) => {
            if (name === 'update') options.update?.run?.(ctx)
            else if (name === 'delete') options.delete?.run?.(ctx)
            else if (name === 'clone') options.clone?.run?.(ctx)
            else {
              const spec = options.extras?.find((e) => e.name === name)
              if (spec) options.runExtra(spec, ctx)
            }
          }}
        />
      )
    },
  }
}

/** Evaluates a config predicate (absent = true). */
export function check<C>(predicate: Predicate<C> | undefined, ctx: C, fallback = true): boolean {
  if (predicate === undefined) return fallback
  return typeof predicate === 'function' ? predicate(ctx) : predicate
}
