// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bulkUpdateBody } from './bulk'

describe('LIST-34 / VAL-25 bulk update body', () => {
  it('sends one object per row with its id and only the ticked fields', () => {
    expect(bulkUpdateBody(['a', 'b'], { comment: 'x', groups: ['g'], date_expired: 'd' }, new Set(['comment']))).toEqual([
      { id: 'a', comment: 'x' },
      { id: 'b', comment: 'x' },
    ])
  })
  it('sends only ids when nothing is ticked', () => {
    expect(bulkUpdateBody([1], { comment: 'x' }, new Set())).toEqual([{ id: 1 }])
  })
})
