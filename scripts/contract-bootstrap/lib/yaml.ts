// A small, deterministic YAML emitter for JSON-like data: block style for large nodes, flow style for nodes
// whose one-line form is short. Scalars are quoted by js-yaml, so the output always round-trips.
import yaml from 'js-yaml'

const MAX_WIDTH = 140

type Node = unknown

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function scalar(v: unknown): string {
  if (v === null || v === undefined) return 'null'
  if (typeof v === 'string') {
    if (/[\n\r\u2028\u2029\ufeff]/.test(v)) {
      return JSON.stringify(v).replace(/\ufeff/g, '\\uFEFF').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
    }
    return yaml.dump(v, { lineWidth: -1 }).replace(/\n$/, '')
  }
  return yaml.dump(v, { lineWidth: -1 }).replace(/\n$/, '')
}

function key(k: string): string {
  return scalar(k)
}

/** A scalar safe inside a flow collection (commas, brackets and braces force quoting there). */
function flowScalar(v: unknown): string {
  if (typeof v === 'string' && /[\n\r\u2028\u2029\ufeff]/.test(v)) return scalar(v)
  const text = yaml.dump([v], { flowLevel: 0, lineWidth: -1 }).replace(/\n$/, '').slice(1, -1)
  // Parsers differ on indicator characters inside plain scalars of flow collections: quote them all.
  if (typeof v === 'string' && !/^['"]/.test(text) && /[?:#,[\]{}&*!|>%@`]/.test(v)) return `'${v.replace(/'/g, "''")}'`
  return text
}

function flow(v: Node): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`
  if (isPlainObject(v)) return `{${Object.entries(v).map(([k, x]) => `${flowScalar(k)}: ${flow(x)}`).join(', ')}}`
  return flowScalar(v)
}

function depth(v: Node): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depth))
  if (isPlainObject(v)) return 1 + Math.max(0, ...Object.values(v).map(depth))
  return 0
}

function canFlow(v: Node, indent: number): boolean {
  if (!Array.isArray(v) && !isPlainObject(v)) return true
  if (depth(v) > 2) return false
  const text = flow(v)
  return !text.includes('\n') && text.length + indent <= MAX_WIDTH
}

function emit(v: Node, indent: number, out: string[], prefix: string): void {
  const pad = ' '.repeat(indent)
  if (Array.isArray(v)) {
    if (v.length === 0 || canFlow(v, indent + prefix.length)) {
      out.push(`${prefix || `${pad}  `}${flow(v)}`)
      return
    }
    if (prefix) out.push(prefix.replace(/ $/, ''))
    for (const item of v) {
      if (isPlainObject(item) && Object.keys(item).length > 0 && !canFlow(item, indent + 2)) {
        const lines: string[] = []
        emitObjectBody(item, indent + 2, lines)
        lines[0] = `${pad}- ${lines[0].slice(indent + 2)}`
        out.push(...lines)
      } else if (Array.isArray(item) && item.length > 0 && !canFlow(item, indent + 2)) {
        out.push(`${pad}-`)
        emit(item, indent + 2, out, `${pad}  `)
      } else {
        out.push(`${pad}- ${flow(item)}`)
      }
    }
    return
  }
  if (isPlainObject(v)) {
    if (Object.keys(v).length === 0 || canFlow(v, indent + prefix.length)) {
      out.push(`${prefix || `${pad}  `}${flow(v)}`)
      return
    }
    if (prefix) out.push(prefix.replace(/ $/, ''))
    emitObjectBody(v, indent, out)
    return
  }
  out.push(`${prefix}${scalar(v)}`)
}

function emitObjectBody(v: Record<string, unknown>, indent: number, out: string[]): void {
  const pad = ' '.repeat(indent)
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined) continue
    const head = `${pad}${key(k)}: `
    if ((Array.isArray(x) || isPlainObject(x)) && !(canFlow(x, head.length))) {
      out.push(head.replace(/ $/, ''))
      if (Array.isArray(x)) emit(x, indent, out, '')
      else emitObjectBody(x, indent + 2, out)
    } else {
      out.push(`${head}${flow(x)}`)
    }
  }
}

/** YAML text of a document (top-level object), optionally preceded by comment lines. */
export function toYaml(doc: Record<string, unknown>, comment?: string): string {
  const out: string[] = []
  if (comment) for (const line of comment.split('\n')) out.push(line ? `# ${line}` : '#')
  const keys = Object.keys(doc)
  keys.forEach((k, i) => {
    const lines: string[] = []
    emitObjectBody({ [k]: doc[k] }, 0, lines)
    if (i > 0 && (Array.isArray(doc[k]) || isPlainObject(doc[k]))) out.push('')
    out.push(...lines)
  })
  return `${out.join('\n')}\n`
}

export function parseYaml(text: string): unknown {
  return yaml.load(text)
}
