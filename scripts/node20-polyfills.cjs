// Node 20 lacks Map.groupBy / Object.groupBy, which the code generator (orval) calls.
// Loaded with `node --require` before the generator; it changes nothing when Node already has them.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const out = new Map()
    let index = 0
    for (const item of items) {
      const key = keyOf(item, index++)
      if (!out.has(key)) out.set(key, [])
      out.get(key).push(item)
    }
    return out
  }
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, keyOf) {
    return Object.fromEntries(Map.groupBy(items, keyOf))
  }
}
