// LIST-34 / VAL-25: the body of a bulk update: one object per selected row, its id plus the ticked fields only.
export function bulkUpdateBody(
  ids: ReadonlyArray<string | number>,
  values: Record<string, unknown>,
  ticked: ReadonlySet<string>,
): Array<Record<string, unknown>> {
  const fields: Record<string, unknown> = {}
  for (const name of ticked) if (name in values) fields[name] = values[name]
  return ids.map((id) => ({ id, ...fields }))
}
