// The generated modules of the lists' contract fields (src/generated/fields, one per tag), loaded with the first
// list of their tag. This map is a chunk of its own, asked for by a list route's loader (resourceRoutes.tsx), so the
// route table itself imports nothing of it (and stays importable outside a Vite build, e.g. by e2e specs).
import type { ListFieldSpecs } from '../../generated/fields/types'

const modules = import.meta.glob<Record<string, ListFieldSpecs>>(['../../generated/fields/*.ts', '!../../generated/fields/types.ts'])

/** The contract's fields of a list operation (by its id, which starts with its tag), or undefined when it has none. */
export async function loadListFields(operationId: string): Promise<ListFieldSpecs | undefined> {
  const tag = /^[a-z]+/.exec(operationId)?.[0]
  const load = tag ? modules[`../../generated/fields/${tag}.ts`] : undefined
  return load ? (await load())[operationId] : undefined
}
