// Issue 22: a generic list reads its columns' labels, types, choices and filters from the contract.
import { describe, expect, it } from 'vitest'
import { fieldsFromContract } from './contractFields'
import { loadListFields } from './listFieldModules'
import { columnKindOf, filterOptionsOf, isSortable } from './metadata'

describe('contract fields of a list', () => {
  it("load the users list's fields, in serializer order, with both languages", async () => {
    const specs = await loadListFields('usersUsersList')
    expect(specs).toBeDefined()
    const zh = fieldsFromContract(specs!, true)
    const en = fieldsFromContract(specs!, false)
    expect(Object.keys(zh).slice(0, 3)).toEqual(['id', 'name', 'username'])
    expect(zh.username.label).toBe('用户名')
    expect(en.username.label).toBe('Username')
    expect(columnKindOf(en.date_joined)).toBe('datetime')
    expect(en.source.choices).toContainEqual({ value: 'ldap', display_name: 'LDAP/AD' })
    expect(zh.source.choices).toContainEqual({ value: 'local', display_name: '本地' })
  })

  it('give the filters and the sortable columns an OPTIONS answer would give', async () => {
    const en = fieldsFromContract((await loadListFields('usersUsersList'))!, false)
    const filters = filterOptionsOf(en).map((f) => f.field)
    expect(filters).toEqual(expect.arrayContaining(['username', 'email', 'source']))
    expect(filters).not.toContain('date_joined')
    expect(isSortable(en, 'username')).toBe(true)
    expect(isSortable(en, 'groups_display')).toBe(false)
  })

  it('have none for an operation that is not a list, or of no known tag', async () => {
    expect(await loadListFields('usersUsersRetrieve')).toBeUndefined()
    expect(await loadListFields('nowhereThingsList')).toBeUndefined()
  })
})
