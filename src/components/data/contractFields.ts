// A list's fields from the contract (issue 22): the generated modules of src/generated/fields (loaded by
// listFieldModules.ts) give each list operation's readable fields with their labels in both languages, types,
// choices and filter/order flags — what a generic list's header, cells and filters read from the list's OPTIONS
// answer. A list that has them draws its header and first rows without that request; OPTIONS is asked only where it
// says what the contract cannot (the forms, and the fields this user may write).
import type { ListFieldSpecs } from '../../generated/fields/types'
import type { FieldMeta } from './metadata'

/** The fields as a list's OPTIONS answer gives them (`actions.GET`), in Chinese or English. */
export function fieldsFromContract(specs: ListFieldSpecs, chinese: boolean): Record<string, FieldMeta> {
  const pick = (en: string, zh: string) => (chinese ? zh : en)
  const out: Record<string, FieldMeta> = {}
  for (const [name, spec] of Object.entries(specs)) {
    const field: FieldMeta = { type: spec.type, label: pick(...spec.label), read_only: true }
    if (spec.filter) field.filter = true
    if (spec.order) field.order = true
    // (a nullable choice lists null in the contract; an OPTIONS answer leaves it out)
    if (spec.choices)
      field.choices = spec.choices.flatMap(([value, en, zh]) => (value === null ? [] : [{ value, display_name: pick(en, zh) }]))
    out[name] = field
  }
  return out
}
