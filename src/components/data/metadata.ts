// ENT-05 / LIST-01 / LIST-03 / FORM-02: the server's field metadata (`OPTIONS {list url}?draw=1&display=1`)
// and what the generic screens derive from it: column labels, tag-filter options, form fields.

export interface Choice {
  value: string | number | boolean
  display_name: string
}

export interface FieldMeta {
  type: string
  label?: string
  required?: boolean
  read_only?: boolean
  write_only?: boolean
  max_length?: number
  min_length?: number
  max_value?: number
  min_value?: number
  help_text?: string
  default?: unknown
  choices?: Choice[]
  child?: FieldMeta
  children?: Record<string, FieldMeta>
  /** GET only: the field can be used as a list filter. */
  filter?: boolean
  /** GET only: the list can be ordered by the field. */
  order?: boolean
}

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH'

export interface OptionsMetadata {
  name?: string
  description?: string
  actions?: Partial<Record<ActionMethod, Record<string, FieldMeta>>>
}

/** Query parameters of every metadata request (LIST-01). */
export const METADATA_PARAMS = { draw: '1', display: '1' } as const

export function fieldsOf(meta: OptionsMetadata | undefined, method: ActionMethod): Record<string, FieldMeta> {
  return meta?.actions?.[method] ?? {}
}

/** The fields of the submit method, falling back to POST for PUT/PATCH (a server may only describe one). */
export function formFieldsOf(meta: OptionsMetadata | undefined, method: 'POST' | 'PUT' | 'PATCH'): Record<string, FieldMeta> {
  const own = meta?.actions?.[method]
  if (own && Object.keys(own).length) return own
  return meta?.actions?.POST ?? meta?.actions?.PUT ?? {}
}

/** A column label: the field's own label, or the label of the field it displays (`x_display` → `x`). */
export function labelOf(fields: Record<string, FieldMeta>, name: string): string {
  const own = fields[name]?.label
  if (own) return own
  if (name.endsWith('_display')) {
    const base = fields[name.slice(0, -'_display'.length)]?.label
    if (base) return base
  }
  return name
}

export interface FilterOption {
  /** Query parameter sent: `{field}={value}` (LIST-04). */
  field: string
  label: string
  /** Choices shown by display name and sent by value (LIST-03); absent for free-text filters. */
  choices?: Array<{ value: string; label: string }>
}

/** LIST-03: the tag-filter options are the GET fields flagged `filter`, labelled by their label. */
export function filterOptionsOf(fields: Record<string, FieldMeta>, exclude: readonly string[] = []): FilterOption[] {
  const options: FilterOption[] = []
  for (const [field, meta] of Object.entries(fields)) {
    if (!meta.filter || exclude.includes(field)) continue
    const choices = meta.choices?.map((c) => ({ value: String(c.value), label: c.display_name }))
    options.push({ field, label: meta.label ?? field, ...(choices?.length ? { choices } : {}) })
  }
  return options
}

/** Whether the list may be ordered by the field (the server says so, or its type is a plain value). */
export function isSortable(fields: Record<string, FieldMeta>, name: string): boolean {
  const meta = fields[name]
  if (!meta) return false
  if (meta.order) return true
  return (
    ['string', 'email', 'integer', 'float', 'decimal', 'date', 'datetime', 'boolean', 'choice', 'slug', 'url'].includes(meta.type) &&
    !meta.write_only
  )
}

export type ColumnKind = 'text' | 'boolean' | 'datetime' | 'choice' | 'list' | 'json'

/** How a column renders, from the field type. */
export function columnKindOf(meta: FieldMeta | undefined): ColumnKind {
  switch (meta?.type) {
    case 'boolean':
      return 'boolean'
    case 'datetime':
    case 'date':
      return 'datetime'
    case 'choice':
      return 'choice'
    case 'list':
    case 'multiple choice':
      return 'list'
    case 'nested object':
      return 'json'
    default:
      return 'text'
  }
}

/** The display name of a choice value (used when a row carries no `_display` companion). */
export function choiceLabel(meta: FieldMeta | undefined, value: unknown): string | undefined {
  const found = meta?.choices?.find((c) => String(c.value) === String(value))
  return found?.display_name
}
