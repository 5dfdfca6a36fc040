// npx tsx scripts/requirements-index.ts [--check]
// docs/requirements.md lists every requirement ID with a summary written by hand and, in its last column, where
// the repository cites the ID. This script writes that last column only (between the two markers of the file),
// from the citations it finds in src/, mocks/, e2e/, scripts/, docs/, openapi/ and README.md; every other byte
// of the file, the summaries included, is kept. It fails (exit 1) when a cited ID has no row in the index.
// `--check` writes nothing and also fails when the column is stale. scripts/requirements-index.test.ts runs the
// same checks in `npm run test:unit`, and checks that the file paths named in comments exist.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const root = path.resolve(import.meta.dirname, '..')
export const INDEX_FILE = 'docs/requirements.md'
export const START_MARK = '<!-- requirements-index: start (the "Where" cells below are written by scripts/requirements-index.ts) -->'
export const END_MARK = '<!-- requirements-index: end -->'

// ─── Which files are read ──────────────────────────────────────────────────────────────────────────────────────

const CITING_ROOTS = ['src', 'mocks', 'e2e', 'scripts', 'docs', 'openapi', 'README.md']
/** Generated or built trees, and this script with its test (they name IDs as examples). */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'src/generated',
  'src/.generated-check',
  'openapi/dist',
  'test-results',
  'playwright-report',
  INDEX_FILE,
  'scripts/requirements-index.ts',
  'scripts/requirements-index.test.ts',
])
const TEXT_FILE = /\.(ts|tsx|js|cjs|mjs|md|yaml|yml|json)$/

/** Files under `roots` (paths relative to the repository, `/`-separated, sorted), minus the skipped trees. */
export function filesUnder(roots: string[], accept: RegExp = TEXT_FILE): string[] {
  const out: string[] = []
  const visit = (rel: string) => {
    if (SKIPPED.has(rel) || rel.split('/').includes('node_modules')) return
    const abs = path.join(root, rel)
    if (!existsSync(abs)) return
    const entries = (() => {
      try {
        return readdirSync(abs, { withFileTypes: true })
      } catch {
        return null
      }
    })()
    if (!entries) {
      if (accept.test(rel)) out.push(rel)
      return
    }
    for (const e of entries) visit(`${rel}/${e.name}`)
  }
  roots.forEach(visit)
  return out.sort()
}

// ─── Requirement IDs ───────────────────────────────────────────────────────────────────────────────────────────

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The pattern of a citation: a known prefix (any `ROUTE-<GROUP>` too), two digits, then optionally a range
 * (`GUARD-01..17`) or further numbers of the same prefix (`SHELL-12/13/14`).
 */
export function citationPattern(prefixes: Iterable<string>): RegExp {
  const alternatives = [...new Set(prefixes)].sort((a, b) => b.length - a.length).map(escape)
  return new RegExp(`(?<![\\w-])(${[...alternatives, 'ROUTE-[A-Z]+'].join('|')})-(\\d{2})((?:\\.\\.\\d{2})|(?:/\\d{2})+)?(?!\\w)`, 'g')
}

/** Every ID a text cites, ranges and lists expanded (`VAL-15..16` → VAL-15, VAL-16). */
export function citedIds(text: string, pattern: RegExp): string[] {
  const ids: string[] = []
  for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
    const [, prefix, first, rest] = m
    const id = (n: number) => `${prefix}-${String(n).padStart(2, '0')}`
    ids.push(id(Number(first)))
    if (rest?.startsWith('..')) {
      for (let n = Number(first) + 1; n <= Number(rest.slice(2)); n++) ids.push(id(n))
    } else if (rest) {
      for (const n of rest.slice(1).split('/')) ids.push(id(Number(n)))
    }
  }
  return ids
}

export interface IndexRow {
  id: string
  summary: string
  where: string
}

const ROW = /^\|\s*([A-Z][A-Z0-9-]*-\d{2})\s*\|(.*)\|([^|]*)\|\s*$/

/** The ID rows between the markers of the index. */
export function indexRows(doc: string): IndexRow[] {
  return markedLines(doc).lines.flatMap((line) => {
    const m = ROW.exec(line)
    return m ? [{ id: m[1], summary: m[2].trim(), where: m[3].trim() }] : []
  })
}

function markedLines(doc: string): { before: string; lines: string[]; after: string } {
  const start = doc.indexOf(START_MARK)
  const end = doc.indexOf(END_MARK)
  if (start < 0 || end < start) throw new Error(`${INDEX_FILE}: the markers "${START_MARK}" and "${END_MARK}" are missing`)
  const bodyStart = start + START_MARK.length
  return { before: doc.slice(0, bodyStart), lines: doc.slice(bodyStart, end).split('\n'), after: doc.slice(end) }
}

/** Prefixes of the indexed IDs (`ROUTE-ASSETS`, `LIST`, `G`, …). */
export function prefixesOf(rows: IndexRow[]): string[] {
  return [...new Set(rows.map((r) => r.id.replace(/-\d{2}$/, '')))]
}

/** ID → the files citing it (sorted). */
export function collectCitations(pattern: RegExp, files: string[] = filesUnder(CITING_ROOTS)): Map<string, string[]> {
  const byId = new Map<string, Set<string>>()
  for (const file of files) {
    for (const id of citedIds(readFileSync(path.join(root, file), 'utf8'), pattern)) {
      const set = byId.get(id) ?? new Set<string>()
      set.add(file)
      byId.set(id, set)
    }
  }
  return new Map([...byId].map(([id, set]) => [id, [...set].sort()]))
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('e2e/')

/** The "Where" cell: code, then tests, then docs. */
export function whereCell(files: string[] | undefined): string {
  if (!files?.length) return '—'
  const docs = files.filter((f) => f.endsWith('.md'))
  const tests = files.filter((f) => !f.endsWith('.md') && isTest(f))
  const code = files.filter((f) => !f.endsWith('.md') && !isTest(f))
  return [
    ['code', code],
    ['tests', tests],
    ['docs', docs],
  ]
    .filter(([, list]) => list.length)
    .map(([label, list]) => `${label}: ${(list as string[]).join(', ')}`)
    .join('; ')
}

/** The index with every "Where" cell rewritten from `citations`; nothing else changes. */
export function renderIndex(doc: string, citations: Map<string, string[]>): string {
  const { before, lines, after } = markedLines(doc)
  const body = lines.map((line) => {
    const m = ROW.exec(line)
    return m ? `| ${m[1]} | ${m[2].trim()} | ${whereCell(citations.get(m[1]))} |` : line
  })
  return before + body.join('\n') + after
}

export interface IndexReport {
  doc: string
  rendered: string
  rows: IndexRow[]
  citations: Map<string, string[]>
  /** Cited in the repository, no row in the index. */
  missing: string[]
  /** Rows without a summary, and IDs with more than one row. */
  unsummarised: string[]
  duplicates: string[]
}

export function buildReport(doc: string = readFileSync(path.join(root, INDEX_FILE), 'utf8')): IndexReport {
  const rows = indexRows(doc)
  const citations = collectCitations(citationPattern(prefixesOf(rows)))
  const known = new Set(rows.map((r) => r.id))
  return {
    doc,
    rendered: renderIndex(doc, citations),
    rows,
    citations,
    missing: [...citations.keys()].filter((id) => !known.has(id)).sort(),
    unsummarised: rows.filter((r) => !r.summary).map((r) => r.id),
    duplicates: rows.map((r) => r.id).filter((id, i, all) => all.indexOf(id) !== i),
  }
}

// ─── Paths named in comments ───────────────────────────────────────────────────────────────────────────────────

/** Source files whose comments must name only paths that exist. */
export const COMMENTED_ROOTS = [
  'src',
  'mocks',
  'scripts',
  'e2e',
  'vite.config.ts',
  'eslint.config.js',
  'playwright.config.ts',
  'playwright.demo.config.ts',
  'orval.config.ts',
]
const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs)$/

/** The comments of a TypeScript/JavaScript file, as the parser sees them (never text inside strings or regexes). */
export function commentsOf(file: string, text: string): Array<{ line: number; text: string }> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const seen = new Map<number, { line: number; text: string }>()
  const visit = (node: ts.Node) => {
    const children = node.getChildren(source)
    if (children.length) {
      children.forEach(visit)
      return
    }
    // A token's trivia: comments on the line it starts on count as trailing comments of the token before it.
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
    ]
    for (const range of ranges) {
      if (!seen.has(range.pos))
        seen.set(range.pos, { line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) })
    }
  }
  visit(source)
  return [...seen.values()].sort((a, b) => a.line - b.line)
}

/** `docs/…`, `src/…`, `mocks/…` … as written in a comment (globs and `<placeholders>` are not paths). */
const REPO_PATH = /(?<![\w./@-])(?:docs|src|mocks|e2e|scripts|openapi|locales|public|bench)\/[\w./@-]*\w(?![\w*<{])/g
/** A Markdown file named without one of those folders (`README.md`, `adr/0005-bundle-budget.md`). */
const MARKDOWN_NAME = /(?<![\w./@-])[\w-]+(?:\/[\w.-]+)*\.md\b/g

const resolves = (rel: string) => ['', '.ts', '.tsx', '.js', '.json'].some((ext) => existsSync(path.join(root, rel + ext)))

/** What the comments of `file` name that is not in the repository, and `§` citations of an unnamed document. */
export function danglingInComment(file: string, comment: string): string[] {
  const problems: string[] = []
  for (const [p] of comment.matchAll(REPO_PATH)) if (!resolves(p)) problems.push(`${p} does not exist`)
  for (const [p] of comment.matchAll(MARKDOWN_NAME)) {
    if (/^(docs|src|mocks|e2e|scripts|openapi|locales|public|bench)\//.test(p)) continue
    if (!resolves(p) && !resolves(path.posix.join(path.posix.dirname(file), p))) problems.push(`${p} does not exist`)
  }
  const section = comment.indexOf('§')
  if (section >= 0 && !/\.md\b/.test(comment.slice(0, section))) problems.push('cites a section (§) without naming the document it is in')
  return problems
}

export function danglingReferences(files: string[] = filesUnder(COMMENTED_ROOTS, SOURCE_FILE)): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8')
    // Parsing is the slow part: only files that name a path, a Markdown file or a section at all are parsed.
    if (!/§|\.md\b|(?:docs|src|mocks|e2e|scripts|openapi|locales|public|bench)\//.test(text)) return []
    return commentsOf(file, text).flatMap((c) => danglingInComment(file, c.text).map((problem) => `${file}:${c.line}: ${problem}`))
  })
}

// ─── Command line ──────────────────────────────────────────────────────────────────────────────────────────────

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const check = process.argv.includes('--check')
  const report = buildReport()
  const cited = report.citations.size
  console.log(
    `${INDEX_FILE}: ${report.rows.length} IDs indexed, ${cited} cited in the repository, ${report.rows.length - cited + report.missing.length} not cited`,
  )
  let failed = false
  if (report.missing.length) {
    console.error(`Cited but not in ${INDEX_FILE} (add a row with a summary): ${report.missing.join(', ')}`)
    failed = true
  }
  if (report.unsummarised.length || report.duplicates.length) {
    console.error(
      `Rows without a summary: ${report.unsummarised.join(', ') || '-'}; IDs listed twice: ${report.duplicates.join(', ') || '-'}`,
    )
    failed = true
  }
  if (report.rendered !== report.doc) {
    if (check) {
      console.error(`${INDEX_FILE}: the "Where" column is stale; run npx tsx scripts/requirements-index.ts`)
      failed = true
    } else {
      writeFileSync(path.join(root, INDEX_FILE), report.rendered)
      console.log(`${INDEX_FILE}: "Where" column rewritten`)
    }
  }
  if (failed) process.exit(1)
}
