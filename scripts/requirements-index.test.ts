// @vitest-environment node
// docs/requirements.md is the index of every requirement ID the repository cites, and comments name only files
// that exist (scripts/requirements-index.ts does the reading; these tests hold the repository to it).
import { describe, expect, it } from 'vitest'
import {
  buildReport,
  citationPattern,
  citedIds,
  commentsOf,
  danglingInComment,
  danglingReferences,
  INDEX_FILE,
  renderIndex,
  whereCell,
} from './requirements-index'

const pattern = citationPattern(['LIST', 'SHELL', 'ROUTE-ASSETS', 'C', 'G'])

describe('reading citations', () => {
  it('finds IDs, expands ranges and lists, and ignores look-alikes', () => {
    const text = 'LIST-30..33 and SHELL-12/13/14 (ROUTE-ASSETS-04, ROUTE-XPACK-02; C-23). group-001, X-LIST-01, LIST-1, LIST-010'
    expect(citedIds(text, pattern)).toEqual([
      'LIST-30',
      'LIST-31',
      'LIST-32',
      'LIST-33',
      'SHELL-12',
      'SHELL-13',
      'SHELL-14',
      'ROUTE-ASSETS-04',
      'ROUTE-XPACK-02',
      'C-23',
    ])
  })

  it('writes only the Where cells between the markers', () => {
    const doc = [
      '| LIST-01 | outside the markers | old |',
      '<!-- requirements-index: start (the "Where" cells below are written by scripts/requirements-index.ts) -->',
      '| ID | Summary | Where |',
      '| LIST-01 | A summary, kept as written. | old |',
      '| LIST-02 | Not cited. | old |',
      '<!-- requirements-index: end -->',
    ].join('\n')
    const out = renderIndex(doc, new Map([['LIST-01', ['src/a.ts', 'src/a.test.ts', 'e2e/a.spec.ts', 'docs/a.md']]]))
    expect(out.split('\n')).toEqual([
      '| LIST-01 | outside the markers | old |',
      '<!-- requirements-index: start (the "Where" cells below are written by scripts/requirements-index.ts) -->',
      '| ID | Summary | Where |',
      '| LIST-01 | A summary, kept as written. | code: src/a.ts; tests: src/a.test.ts, e2e/a.spec.ts; docs: docs/a.md |',
      '| LIST-02 | Not cited. | — |',
      '<!-- requirements-index: end -->',
    ])
    expect(whereCell([])).toBe('—')
  })
})

describe(INDEX_FILE, () => {
  const report = buildReport()

  it('has a row, with a summary, for every requirement ID the repository cites', () => {
    expect(report.missing, `add these IDs to ${INDEX_FILE} with a summary`).toEqual([])
    expect(report.unsummarised).toEqual([])
    expect(report.duplicates).toEqual([])
    expect(report.citations.size).toBeGreaterThan(0)
  })

  it('has an up-to-date Where column (else run: npx tsx scripts/requirements-index.ts)', () => {
    expect(report.rendered === report.doc).toBe(true)
  })
})

describe('paths named in comments', () => {
  it('reads comments only, never strings', () => {
    const text =
      "// see docs/a.md\nconst s = 'docs/not-a-comment.md' /* src/b.ts */\nconst r = /\\/\\//\n/** §1 */ function f() {\n  // last\n}\n"
    expect(commentsOf('x.ts', text).map((c) => [c.line, c.text])).toEqual([
      [1, '// see docs/a.md'],
      [2, '/* src/b.ts */'],
      [4, '/** §1 */'],
      [5, '// last'],
    ])
  })

  it('flags missing files, unnamed documents and bare sections; globs, imports and other sites pass', () => {
    expect(
      danglingInComment(
        'src/x.ts',
        '// docs/requirements.md §5, src/routes/table, mocks/**/*.ts, docs/adr/<n>.md, https://example.com/src/x, ./scripts/other.sh',
      ),
    ).toEqual([])
    expect(danglingInComment('src/x.ts', '// see docs/nowhere.md and src/app/nowhere.ts')).toEqual([
      'docs/nowhere.md does not exist',
      'src/app/nowhere.ts does not exist',
    ])
    expect(danglingInComment('src/x.ts', '// (DESIGN.md: layers)')).toEqual(['DESIGN.md does not exist'])
    expect(danglingInComment('src/x.ts', '// the route map (requirements §5)')).toEqual([
      'cites a section (§) without naming the document it is in',
    ])
  })

  it('every path a comment names in src, mocks, scripts, e2e and the root configs exists', () => {
    expect(danglingReferences()).toEqual([])
  })
})
