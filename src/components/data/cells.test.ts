// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cellText, displayValue, editableText, parseEditable, rowLabel, truncateTitle } from './cells'

describe('cells', () => {
  it('DTABLE-25 prefers the _display companion, else the raw value', () => {
    expect(displayValue({ source: 'local', source_display: 'Local' }, 'source')).toBe('Local')
    expect(displayValue({ source: 'local' }, 'source')).toBe('local')
    expect(displayValue({ source: 'local', source_display: '' }, 'source')).toBe('local')
  })
  it('DTABLE-21 editable text is parsed as JSON when possible, else kept as a string', () => {
    expect(parseEditable('{"a":1}')).toEqual({ a: 1 })
    expect(parseEditable('[1,2]')).toEqual([1, 2])
    expect(parseEditable('42')).toBe(42)
    expect(parseEditable('true')).toBe(true)
    expect(parseEditable('hello')).toBe('hello')
    expect(parseEditable('{broken')).toBe('{broken')
    expect(editableText({ a: 1 })).toBe('{"a":1}')
    expect(editableText('x')).toBe('x')
  })
  it('DETAIL-02 titles longer than 80 characters are truncated', () => {
    const long = 'x'.repeat(81)
    expect(truncateTitle(long)).toBe(`${'x'.repeat(80)}...`)
    expect(truncateTitle('x'.repeat(80))).toBe('x'.repeat(80))
  })
  it('ENT-27 a row is named by name, else hostname, else id', () => {
    expect(rowLabel({ id: 1, name: 'n' })).toBe('n')
    expect(rowLabel({ id: 1, hostname: 'h' })).toBe('h')
    expect(rowLabel({ id: 1 })).toBe('1')
    expect(cellText(['a', 'b'])).toBe('a, b')
  })
})
