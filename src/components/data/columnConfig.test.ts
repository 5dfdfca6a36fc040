import { beforeEach, describe, expect, it } from 'vitest'
import { loadPrefs, moveColumn, resolveColumns, savePrefs, setVisible, setWidth, toPrefs, TABLE_CONFIG_VERSION } from './columnConfig'

const defaults = { all: ['id', 'name', 'username', 'email', 'source', 'actions'], defaultVisible: ['name', 'source'], min: ['name'] }

describe('LIST-20..22 / VAL-19 / CONST-33 column preferences', () => {
  beforeEach(() => localStorage.clear())

  it('VAL-19 id, actions and the minimum columns are always shown', () => {
    const r = resolveColumns(defaults, null)
    expect([...r.visible].sort()).toEqual(['actions', 'id', 'name', 'source'])
    const hidden = setVisible(setVisible(setVisible(r, defaults, 'actions', false), defaults, 'id', false), defaults, 'name', false)
    expect(hidden.visible.has('actions')).toBe(true)
    expect(hidden.visible.has('id')).toBe(true)
    expect(hidden.visible.has('name')).toBe(true)
    expect(setVisible(r, defaults, 'source', false).visible.has('source')).toBe(false)
  })

  it('LIST-22 saves visibility, widths, order and page size per table under a versioned value', () => {
    let r = resolveColumns(defaults, null)
    r = setVisible(r, defaults, 'email', true)
    r = setWidth(r, 'name', 240.4)
    r = moveColumn(r, 'email', -1)
    savePrefs(localStorage, 'users', toPrefs(r, 30))
    const stored = JSON.parse(localStorage.getItem('jms_table_config_users') ?? '{}')
    expect(stored.version).toBe(TABLE_CONFIG_VERSION)
    const again = resolveColumns(defaults, loadPrefs(localStorage, 'users'))
    expect(again.visible.has('email')).toBe(true)
    expect(again.widths.name).toBe(240)
    expect(again.order).toEqual(['id', 'name', 'email', 'username', 'source', 'actions'])
    expect(loadPrefs(localStorage, 'users')?.pageSize).toBe(30)
  })

  it('LIST-22 tables do not share preferences', () => {
    savePrefs(localStorage, 'users', toPrefs(setVisible(resolveColumns(defaults, null), defaults, 'email', true)))
    expect(loadPrefs(localStorage, 'groups')).toBeNull()
  })

  it('ignores another version and malformed JSON', () => {
    localStorage.setItem('jms_table_config_users', JSON.stringify({ version: 0, visible: [], order: [], widths: {} }))
    expect(loadPrefs(localStorage, 'users')).toBeNull()
    localStorage.setItem('jms_table_config_users', '{oops')
    expect(loadPrefs(localStorage, 'users')).toBeNull()
  })

  it('drops stored columns that no longer exist and places new ones after their neighbour', () => {
    const stored = {
      version: TABLE_CONFIG_VERSION,
      visible: ['gone', 'email'],
      widths: { gone: 10, email: 0 },
      order: ['actions', 'email', 'gone', 'name'],
    }
    const r = resolveColumns(defaults, stored as never)
    expect(r.order).toEqual(['id', 'email', 'source', 'name', 'username', 'actions'])
    expect(r.widths).toEqual({})
    expect(r.visible.has('gone')).toBe(false)
  })

  it('a stored page size alone keeps the default columns', () => {
    const r = resolveColumns(defaults, { version: TABLE_CONFIG_VERSION, visible: [], order: [], widths: {}, pageSize: 50 })
    expect([...r.visible].sort()).toEqual(['actions', 'id', 'name', 'source'])
  })

  it('actions stays last and cannot be moved', () => {
    const r = resolveColumns(defaults, null)
    expect(moveColumn(r, 'actions', -1).order.at(-1)).toBe('actions')
    expect(moveColumn(r, 'source', 1).order.at(-1)).toBe('actions')
  })
})
