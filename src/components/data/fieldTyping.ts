// FORM-02 / FORM-08..12 / FORM-19 / VAL-04..06 / CONST-24: how a form field renders and validates, derived
// from the server's field metadata plus a resource's overrides. Pure: the form component only renders what
// these functions decide.
import type { ComponentType } from 'react'
import { FORM_FILTERABLE_SELECT_OVER, FORM_TEXTAREA_ROWS } from '../../config/constants'
import type { Choice, FieldMeta } from './metadata'

export type WidgetKind =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'number'
  | 'url'
  | 'switch'
  | 'radio'
  | 'select'
  | 'select-filterable'
  | 'checkbox-group'
  | 'multi-select'
  | 'tags'
  | 'datetime'
  | 'date'
  | 'json'
  | 'relation'
  | 'transfer'

export const TEXTAREA_ROWS = FORM_TEXTAREA_ROWS

// a word of the name that says the value is a secret (`password`, `EMAIL_HOST_PASSWORD`, `access_key_secret`,
// `private_key` …); a name ending in `_id` names the public half (`TENCENT_SECRET_ID`)
const SECRET_WORD = /(^|_)(password|passwd|secret|private_key|passphrase|token)(_|$)|^access_key$/i

/** FORM-09: whether a text field holds a secret, from its name (the contract marks no format for secrets). */
export function isSecretField(name: string): boolean {
  return SECRET_WORD.test(name) && !/_id$/i.test(name)
}

/** FORM-08..11: the widget of a field from its name and metadata (an override, when given, wins). */
export function widgetOf(name: string, meta: FieldMeta | undefined, override?: WidgetKind): WidgetKind {
  if (override) return override
  const type = meta?.type ?? 'string'
  const choices = meta?.choices ?? meta?.child?.choices ?? []
  let kind: WidgetKind
  switch (type) {
    case 'boolean':
      kind = 'switch'
      break
    case 'choice':
      kind = choices.length > FORM_FILTERABLE_SELECT_OVER ? 'select-filterable' : 'radio'
      break
    case 'multiple choice':
      kind = choices.length > FORM_FILTERABLE_SELECT_OVER ? 'multi-select' : 'checkbox-group'
      break
    case 'list':
      if (meta?.child?.choices?.length) kind = choices.length > FORM_FILTERABLE_SELECT_OVER ? 'multi-select' : 'checkbox-group'
      else if (!meta?.child || ['string', 'email', 'url', 'slug', 'regex'].includes(meta.child.type)) kind = 'tags'
      else kind = 'json'
      break
    case 'integer':
    case 'float':
    case 'decimal':
      kind = 'number'
      break
    case 'datetime':
      kind = 'datetime'
      break
    case 'date':
      kind = 'date'
      break
    case 'nested object':
    case 'field':
      kind = 'json'
      break
    case 'email':
      kind = 'email'
      break
    case 'url':
      kind = 'url'
      break
    default:
      // FORM-10: a string without max_length is a 3-row textarea; FORM-09: a string holding a secret is a
      // password input. Write-only alone says nothing about secrecy (a public key, a port, a protocol are write-only).
      kind = meta?.max_length ? 'text' : 'textarea'
      if (isSecretField(name)) kind = 'password'
  }
  // FORM-08: some names decide the input whatever the type says.
  if (name === 'email' && ['text', 'textarea'].includes(kind)) kind = 'email'
  if (name === 'password' && ['text', 'textarea', 'password'].includes(kind)) kind = 'password'
  if (name === 'comment' && ['text', 'textarea'].includes(kind)) kind = 'textarea'
  return kind
}

const INPUT_KINDS: readonly WidgetKind[] = ['text', 'email', 'password', 'textarea', 'number', 'url', 'json', 'tags']

/** FORM-12 / VAL-04: inputs validate on blur, other widgets (select, switch, date …) on change. */
export function validationTrigger(kind: WidgetKind): 'blur' | 'change' {
  return INPUT_KINDS.includes(kind) ? 'blur' : 'change'
}

export interface FieldOverride {
  widget?: WidgetKind
  /** i18n key of the label (default: the server's label). */
  labelKey?: string
  helpKey?: string
  required?: boolean
  /** Related list URL for relation/transfer widgets. */
  url?: string
  /** Extra query of the related list (e.g. `fields_size=mini&order=name`). */
  query?: Record<string, string>
  /** More of that query from the form's values and context (e.g. only applications of the permission's type). */
  queryOf?: (values: Record<string, unknown>, ctx: FieldContext) => Record<string, string>
  /** Label of a related option (default `name`). */
  optionLabel?: (item: Record<string, unknown>) => string
  multiple?: boolean
  /** Choices replacing the server's (values are sent, labels shown). */
  choices?: Choice[]
  /** i18n keys used as labels for the given choice values. */
  choiceLabelKeys?: Record<string, string>
  disabled?: boolean | ((values: Record<string, unknown>, ctx: FieldContext) => boolean)
  hidden?: (values: Record<string, unknown>, ctx: FieldContext) => boolean
  /** Extra validation; returns an i18n key of the error (and its values). */
  validate?: (
    value: unknown,
    values: Record<string, unknown>,
    ctx: FieldContext,
  ) => string | { key: string; values?: Record<string, unknown> } | undefined
  /** Field metadata to use when the server does not describe the field (a form-only field). */
  meta?: FieldMeta
  /** i18n key of the unit shown after a text or number input (SET-07: minutes, days, seconds …). */
  unitKey?: string
  /** A resource's own input (e.g. a list editor); the value is typed and validated as `widget` says. */
  component?: ComponentType<CustomFieldProps>
}

/** What a custom field input gets. */
export interface CustomFieldProps {
  name: string
  value: unknown
  onChange(value: unknown): void
  onBlur(): void
  label: string
  error?: string
  helperText?: string
  required: boolean
  disabled?: boolean
}

/** What conditional overrides may look at besides the values. */
export interface FieldContext {
  mode: 'create' | 'update' | 'clone'
  orgIsRoot: boolean
  isSuperAdmin: boolean
  licenceValid: boolean
  object?: Record<string, unknown>
  /** The page's query parameters (e.g. `?user=` on a create page opened from a user). */
  query?: Record<string, string>
  /** The platform's public settings (password rules …). */
  settings?: Record<string, unknown>
}

export interface FormFieldModel {
  name: string
  kind: WidgetKind
  label: string
  labelKey?: string
  helpText?: string
  helpKey?: string
  required: boolean
  readOnly: boolean
  maxLength?: number
  minLength?: number
  minValue?: number
  maxValue?: number
  choices: Choice[]
  multiple: boolean
  defaultValue?: unknown
  override: FieldOverride
  meta: FieldMeta
}

export interface FormGroupModel {
  titleKey?: string
  fields: FormFieldModel[]
}

export type FieldLayout = ReadonlyArray<string> | ReadonlyArray<readonly [string, ReadonlyArray<string>]>

function isGrouped(layout: FieldLayout): layout is ReadonlyArray<readonly [string, ReadonlyArray<string>]> {
  return layout.length > 0 && Array.isArray(layout[0])
}

export function fieldModel(name: string, meta: FieldMeta | undefined, override: FieldOverride = {}): FormFieldModel {
  const m: FieldMeta = meta ?? override.meta ?? { type: 'string' }
  const kind = widgetOf(name, m, override.widget)
  const multiple = override.multiple ?? (['checkbox-group', 'multi-select', 'tags', 'transfer'].includes(kind) || m.type === 'list')
  return {
    name,
    kind,
    label: m.label ?? name,
    labelKey: override.labelKey,
    helpText: m.help_text,
    helpKey: override.helpKey,
    required: override.required ?? Boolean(m.required),
    readOnly: Boolean(m.read_only),
    maxLength: m.max_length,
    minLength: m.min_length,
    minValue: m.min_value,
    maxValue: m.max_value,
    choices: override.choices ?? m.choices ?? m.child?.choices ?? [],
    multiple,
    defaultValue: m.default,
    override,
    meta: m,
  }
}

/**
 * FORM-02: the form's groups. With a layout, fields appear in its order and groups; without one, every
 * writable field of the metadata in its order. Read-only fields are never editable, so they are left out.
 */
export function buildFormModel(
  fields: Record<string, FieldMeta>,
  layout: FieldLayout | undefined,
  overrides: Record<string, FieldOverride | undefined> = {},
  exclude: readonly string[] = [],
): FormGroupModel[] {
  const include = (name: string) => {
    if (exclude.includes(name)) return false
    const meta = fields[name] ?? overrides[name]?.meta
    return Boolean(meta) && !meta?.read_only
  }
  const make = (name: string) => fieldModel(name, fields[name], overrides[name])
  if (!layout || layout.length === 0) {
    return [{ fields: Object.keys(fields).filter(include).map(make) }]
  }
  if (isGrouped(layout)) {
    return layout.map(([titleKey, names]) => ({ titleKey, fields: names.filter(include).map(make) })).filter((g) => g.fields.length > 0)
  }
  return [{ fields: (layout as ReadonlyArray<string>).filter(include).map(make) }]
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

// VAL-05: the addresses the platform's server accepts (Django's EmailValidator), no fewer and no more: a dot-atom
// or quoted local part; a domain of labels with a last label of 2–63 letters, digits or hyphens (an international
// domain in its ASCII form), `localhost`, or an IP literal `[10.0.0.1]` / `[IPv6:…]`.
const EMAIL_USER =
  // eslint-disable-next-line no-control-regex -- a quoted local part admits control characters, as Django's does
  /^([-!#$%&'*+/=?^_`{}|~0-9a-z]+(\.[-!#$%&'*+/=?^_`{}|~0-9a-z]+)*|"([\x01-\x08\x0b\x0c\x0e-\x1f!#-[\]-\x7f]|\\[\x01-\x09\x0b\x0c\x0e-\x7f])*")$/i
const EMAIL_DOMAIN = /^((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+)(?:[a-z0-9-]{2,63})$/i
const EMAIL_LITERAL = /^\[([a-f0-9:.]+)\]$/i
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

function isIpLiteral(ip: string): boolean {
  if (IPV4.test(ip)) return true
  const v6 = ip.replace(/^IPv6:/i, '')
  if (!/^[0-9a-f:.]+$/i.test(v6) || !v6.includes(':')) return false
  try {
    return new URL(`http://[${v6}]/`).hostname.length > 2
  } catch {
    return false
  }
}

/** Whether the server would accept an e-mail address (Django's EmailValidator, as the platform runs it). */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@')
  if (!value || at < 1 || /[\r\n]/.test(value)) return false
  const user = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (!EMAIL_USER.test(user)) return false
  if (domain === 'localhost') return true
  const literal = EMAIL_LITERAL.exec(domain) ?? /^\[(IPv6:[a-f0-9:.]+)\]$/i.exec(domain)
  if (literal) return isIpLiteral(literal[1])
  if (EMAIL_DOMAIN.test(domain) && !domain.endsWith('-')) return true
  // an international domain is checked in its ASCII (punycode) form, as the server does
  try {
    const ascii = new URL(`http://${domain}/`).hostname
    return ascii !== domain.toLowerCase() && EMAIL_DOMAIN.test(ascii) && !ascii.endsWith('-')
  } catch {
    return false
  }
}

/** Error keys of the form (locale keys under `form.*`). */
export const FORM_ERRORS = {
  required: 'form.required',
  email: 'form.invalidEmail',
  json: 'form.invalidJson',
  maxLength: 'form.maxLength',
  minLength: 'form.minLength',
  number: 'form.invalidNumber',
  minValue: 'form.minValue',
  maxValue: 'form.maxValue',
} as const

export interface FieldError {
  key: string
  values?: Record<string, number>
}

/** FORM-12 / FORM-19 / VAL-04..06: the first rule a value breaks, or undefined. */
export function validateField(model: FormFieldModel, value: unknown): FieldError | undefined {
  if (model.readOnly) return undefined
  if (isEmptyValue(value) || (model.kind === 'switch' && model.required && value === undefined)) {
    return model.required && model.kind !== 'switch' ? { key: FORM_ERRORS.required } : undefined
  }
  switch (model.kind) {
    case 'email':
      if (!isEmailAddress(String(value).trim())) return { key: FORM_ERRORS.email }
      break
    case 'json':
      if (typeof value === 'string') {
        try {
          JSON.parse(value)
        } catch {
          return { key: FORM_ERRORS.json }
        }
      }
      break
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim())
      if (!Number.isFinite(n) || (model.meta.type === 'integer' && !Number.isInteger(n))) return { key: FORM_ERRORS.number }
      if (model.minValue !== undefined && n < model.minValue) return { key: FORM_ERRORS.minValue, values: { min: model.minValue } }
      if (model.maxValue !== undefined && n > model.maxValue) return { key: FORM_ERRORS.maxValue, values: { max: model.maxValue } }
      break
    }
    default:
      break
  }
  if (typeof value === 'string') {
    if (model.maxLength !== undefined && value.length > model.maxLength)
      return { key: FORM_ERRORS.maxLength, values: { max: model.maxLength } }
    if (model.minLength !== undefined && value.length < model.minLength)
      return { key: FORM_ERRORS.minLength, values: { min: model.minLength } }
  }
  return undefined
}

/** The value a widget starts with when neither the object nor a default gives one. */
export function emptyValueOf(model: FormFieldModel): unknown {
  if (model.multiple) return []
  switch (model.kind) {
    case 'switch':
      return false
    case 'datetime':
    case 'date':
    case 'relation':
      return null
    default:
      return ''
  }
}

/** What a widget shows for a value (JSON widgets edit text). */
export function toFormValue(model: FormFieldModel, value: unknown): unknown {
  if (value === undefined || value === null) {
    return model.defaultValue !== undefined && model.defaultValue !== null ? toFormValue(model, model.defaultValue) : emptyValueOf(model)
  }
  if (model.kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
  if (model.kind === 'number') return String(value)
  return value
}

/** What is sent for a widget's value: numbers parsed, JSON parsed, empty optional values as the server likes them. */
export function toPayloadValue(model: FormFieldModel, value: unknown): unknown {
  if (model.kind === 'number') {
    if (isEmptyValue(value)) return model.meta.required ? value : null
    return Number(String(value).trim())
  }
  if (model.kind === 'json') {
    if (typeof value !== 'string') return value
    if (value.trim() === '') return model.meta.type === 'field' ? null : {}
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  }
  if ((model.kind === 'datetime' || model.kind === 'date') && isEmptyValue(value)) return null
  if (model.kind === 'relation' && !model.multiple && isEmptyValue(value)) return null
  return value
}
