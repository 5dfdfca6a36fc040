// Column specs (config) + field metadata (server) → the table's columns. Labels come from the metadata in the
// current language unless a config names a locale key; `*_display` values are preferred (DTABLE-25).
import { cellText, displayValue } from '../data/cells'
import { formatDateTime, looksLikeDate } from '../data/dates'
import { choiceLabel, columnKindOf, isSortable, labelOf, type FieldMeta } from '../data/metadata'
import { buildPath, type RouteTable } from '../data/routeNames'
import type { ColumnSpec, Row } from '../resource/types'
import { BooleanMark, DateCell, LinkCell, ShowOnDemandCell, TextCell } from './cells'
import type { ViewColumn } from './DataTableView'

export function normaliseColumns(columns: ReadonlyArray<string | ColumnSpec>): ColumnSpec[] {
  return columns.map((c) => (typeof c === 'string' ? { field: c } : c))
}

export interface ColumnBuildContext {
  fields: Record<string, FieldMeta>
  t: (key: string) => string
  routes: RouteTable
  /** Detail route name of the table's own resource (name links, LIST-27). */
  detailRoute?: string
  /** The query a name link to the detail carries (a resource's `readQuery`). */
  detailQuery?: (row: Row) => Record<string, string>
  widths?: Record<string, number>
}

function baseField(field: string): string {
  return field.endsWith('_display') ? field.slice(0, -'_display'.length) : field
}

export function valueOf(spec: ColumnSpec, row: Row, fields: Record<string, FieldMeta>, t?: (key: string) => string): unknown {
  if (spec.value) return spec.value(row)
  const key = spec.valueKeys?.[String(row[spec.field])]
  if (key && t) return t(key)
  const shown = displayValue(row, spec.field)
  const meta = fields[spec.field]
  if (shown === row[spec.field] && meta?.choices) return choiceLabel(meta, shown) ?? shown
  return shown
}

function linkTarget(spec: ColumnSpec, row: Row, ctx: ColumnBuildContext): string | null | undefined {
  const link = spec.link ?? ((spec.field === 'name' || spec.field === 'hostname') && ctx.detailRoute ? true : undefined)
  if (!link) return undefined
  const route = typeof link === 'object' ? link.route : ctx.detailRoute
  if (!route) return undefined
  const pattern = ctx.routes.get(route)
  if (!pattern) {
    // DTABLE-03: a link without a route logs an error and does not navigate.
    console.error(`No route named ${route}`)
    return null
  }
  const params = typeof link === 'object' && link.params ? link.params(row) : { id: String(row.id) }
  const query = typeof link === 'object' && link.query ? link.query(row) : typeof link === 'object' ? {} : (ctx.detailQuery?.(row) ?? {})
  return buildPath(pattern, params, query)
}

export function buildViewColumns(specs: ColumnSpec[], ctx: ColumnBuildContext): ViewColumn[] {
  // the yes/no marks' names, translated once for every row
  const yes = ctx.t('common.Yes')
  const no = ctx.t('common.No')
  return specs.map((spec) => {
    const meta = ctx.fields[spec.field] ?? ctx.fields[baseField(spec.field)]
    const kind = spec.kind ?? columnKindOf(meta)
    const header = spec.labelKey ? ctx.t(spec.labelKey) : labelOf(ctx.fields, spec.field)
    const linkable = Boolean(spec.link ?? ((spec.field === 'name' || spec.field === 'hostname') && ctx.detailRoute))
    // a column of plain text (or dates) is drawn as text in the cell itself: no element per cell (issue 22)
    const text =
      spec.render || spec.showOnDemand || linkable || kind === 'boolean' || kind === 'secret'
        ? undefined
        : (row: Row) => {
            const value = valueOf(spec, row, ctx.fields, ctx.t)
            return kind === 'datetime' || looksLikeDate(spec.field, value) ? cellText(formatDateTime(value)) : cellText(value)
          }
    const render =
      spec.render ??
      ((row: Row) => {
        const value = valueOf(spec, row, ctx.fields, ctx.t)
        if (spec.showOnDemand) return <ShowOnDemandCell value={value} fetchUrl={spec.showOnDemand.url?.(row)} />
        const target = linkTarget(spec, row, ctx)
        if (target !== undefined) return <LinkCell to={target} value={value} />
        switch (kind) {
          case 'boolean':
            // a computed column (its own `value`) has no field of the row to read
            return <BooleanMark value={spec.value ? value : row[spec.field]} yes={yes} no={no} />
          case 'datetime':
            return <DateCell value={value} />
          case 'secret':
            return <ShowOnDemandCell value={value} />
          default:
            // a date the metadata does not type (a computed column, no metadata) is still shown as a date
            return looksLikeDate(spec.field, value) ? <DateCell value={value} /> : <TextCell value={cellText(value)} />
        }
      })
    return {
      field: spec.field,
      header,
      width: ctx.widths?.[spec.field] ?? spec.width,
      minWidth: spec.minWidth,
      sortable: spec.sortable ?? isSortable(ctx.fields, spec.field),
      render,
      text,
    }
  })
}
