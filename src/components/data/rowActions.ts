// DTABLE-06..08 / CONST-23: a row's actions. Update (primary, 10), delete (danger, 20) and clone (info, 30)
// come by default; a table adds its own and all are sorted by ascending order. Two or fewer visible actions
// are all shown; with more, the first is shown and the rest go into a More menu. In the root organisation
// update, clone and delete are disabled (ORG-06, LIST-37).
import { ROW_ACTION_ORDER, ROW_ACTIONS_INLINE_MAX } from '../../config/constants'

export type ActionType = 'primary' | 'danger' | 'info' | 'warning' | 'success' | 'default'

export type RowButtonColor = 'primary' | 'error' | 'info' | 'warning' | 'success' | 'inherit'
/** The palette colour of each action type: a row button's class is `row-btn row-btn-<colour>`. */
export const ROW_BUTTON_COLORS: Record<ActionType, RowButtonColor> = {
  primary: 'primary',
  danger: 'error',
  info: 'info',
  warning: 'warning',
  success: 'success',
  default: 'inherit',
}

export interface RowActionModel {
  name: string
  /** i18n key of the label. */
  labelKey: string
  type: ActionType
  order: number
  disabled: boolean
}

export interface ActionRule<Ctx> {
  /** Whether the action exists for this row (hidden when false). */
  has?: boolean | ((ctx: Ctx) => boolean)
  /** Whether it can be used now (disabled when false). */
  can?: boolean | ((ctx: Ctx) => boolean)
}

export interface ExtraActionRule<Ctx> extends ActionRule<Ctx> {
  name: string
  labelKey: string
  type?: ActionType
  order?: number
}

export interface RowActionRules<Ctx> {
  update?: ActionRule<Ctx>
  delete?: ActionRule<Ctx>
  clone?: ActionRule<Ctx>
  extras?: ExtraActionRule<Ctx>[]
}

function evaluate<Ctx>(rule: boolean | ((ctx: Ctx) => boolean) | undefined, ctx: Ctx, fallback: boolean): boolean {
  if (rule === undefined) return fallback
  return typeof rule === 'function' ? rule(ctx) : rule
}

export const DEFAULT_ACTION_LABELS = {
  update: 'common.Update',
  delete: 'common.Delete',
  clone: 'common.Clone',
} as const

/** The visible actions of one row, sorted (DTABLE-06) and disabled in the root organisation (DTABLE-08). */
export function buildRowActions<Ctx>(rules: RowActionRules<Ctx>, ctx: Ctx, orgIsRoot: boolean): RowActionModel[] {
  const actions: RowActionModel[] = []
  const builtIn: Array<['update' | 'delete' | 'clone', ActionType]> = [
    ['update', 'primary'],
    ['delete', 'danger'],
    ['clone', 'info'],
  ]
  for (const [name, type] of builtIn) {
    const rule = rules[name]
    if (!evaluate(rule?.has, ctx, true)) continue
    actions.push({
      name,
      labelKey: DEFAULT_ACTION_LABELS[name],
      type,
      order: ROW_ACTION_ORDER[name],
      disabled: orgIsRoot || !evaluate(rule?.can, ctx, true),
    })
  }
  for (const extra of rules.extras ?? []) {
    if (!evaluate(extra.has, ctx, true)) continue
    actions.push({
      name: extra.name,
      labelKey: extra.labelKey,
      type: extra.type ?? 'default',
      order: extra.order ?? 100,
      disabled: !evaluate(extra.can, ctx, true),
    })
  }
  // Array.prototype.sort is stable: equal orders keep their declaration order.
  return actions.sort((a, b) => a.order - b.order)
}

/** DTABLE-07: all inline when there are at most two; otherwise the first inline and the rest in More. */
export function splitActions<A>(actions: readonly A[]): { inline: A[]; more: A[] } {
  if (actions.length <= ROW_ACTIONS_INLINE_MAX) return { inline: [...actions], more: [] }
  return { inline: actions.slice(0, 1), more: actions.slice(1) }
}
