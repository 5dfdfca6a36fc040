// The type an OPTIONS answer gives a field, from the contract's metadata. Pure (no Node modules): the mock backend
// also runs in the browser (the demo build), and the generator of the lists' fields runs in Node.
import type { FieldMeta } from '../contract-meta.ts'

/**
 * The type an OPTIONS answer gives a field (DRF's metadata names: `string`, `choice`, `datetime`, `field` for a
 * relation …), from the contract: the mock's OPTIONS answers and the lists' contract fields (contract-fields.ts)
 * both use it.
 */
export function optionsTypeOf(f: FieldMeta): string {
  if (f.metaType) return f.metaType
  if (f.format === 'jms-datetime' || f.format === 'date-time') return 'datetime'
  if (f.relatedUrl) return 'field'
  if (f.enum) return 'choice'
  switch (f.type) {
    case 'string':
      return f.format === 'email' ? 'email' : f.format === 'uri' ? 'url' : 'string'
    case 'integer':
      return 'integer'
    case 'number':
      return 'float'
    case 'boolean':
      return 'boolean'
    case 'array':
      return f.items?.enum ? 'multiple choice' : 'list'
    case 'object':
      return 'nested object'
    default:
      return 'field'
  }
}
