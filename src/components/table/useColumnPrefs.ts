// LIST-22: a table's column preferences, read once from localStorage and saved on every change.
import { useCallback, useMemo, useState } from 'react'
import {
  defaultColumns,
  loadPrefs,
  resolveColumns,
  savePrefs,
  setWidth,
  toPrefs,
  type ColumnDefaults,
  type ResolvedColumns,
} from '../data/columnConfig'
import { browserStorage } from '../../config/storage'

export function useColumnPrefs(tableKey: string, defaults: ColumnDefaults) {
  const key = defaults.all.join(',')
  const [stored, setStored] = useState(() => ({ key, prefs: loadPrefs(browserStorage(), tableKey) }))
  const prefs = stored.key === key ? stored.prefs : loadPrefs(browserStorage(), tableKey)
  const resolved = useMemo(() => resolveColumns(defaults, prefs), [defaults, prefs])
  const save = useCallback(
    (next: ResolvedColumns) => {
      const current = loadPrefs(browserStorage(), tableKey)
      const value = toPrefs(next, current?.pageSize)
      savePrefs(browserStorage(), tableKey, value)
      setStored({ key, prefs: value })
    },
    [tableKey, key],
  )
  return {
    resolved,
    save,
    reset: () => save(defaultColumns(defaults)),
    resize: (field: string, width: number) => save(setWidth(resolved, field, width)),
  }
}
