// The relation pickers reach every option: a first page that does not fill its list cannot be scrolled, so the next
// pages load on their own until the list can scroll (issue 23: 10 of 48 groups reachable at 1440×900).
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { usersGroupsList } from '../../../generated/operations/users'
import { urlOf } from '../../../http/operation'
import { fakeEndpoint } from '../../../test/fakeEndpoint'
import { renderScreen } from '../../../test/render'
import { setupMockServer } from '../../../test/server'
import { RelationSelect } from './RelationSelect'
import { TransferList } from './TransferList'

const URL_ = urlOf(usersGroupsList)
const groups = fakeEndpoint(
  usersGroupsList,
  undefined,
  Array.from({ length: 48 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    return { id: `00000000-0000-4000-8000-0000000000${n}`, name: `group-${n}` }
  }),
)
const mock = setupMockServer()
const offsets = () => mock.requests('GET', URL_).map((q) => q.search.get('offset'))

/** Lays lists out as a browser does: 100 px per option, so ten options reach past the 600 px that load more. */
function tallLists() {
  const proto = HTMLElement.prototype
  const saved = Object.getOwnPropertyDescriptor(proto, 'scrollHeight')
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.children.length * 100
    },
  })
  return () => {
    if (saved) Object.defineProperty(proto, 'scrollHeight', saved)
    else delete (proto as { scrollHeight?: number }).scrollHeight
  }
}

let restore: (() => void) | undefined
afterEach(() => {
  restore?.()
  restore = undefined
})

describe('relation pickers reach every option (FORM-16 / FORM-18, issue 23)', () => {
  it('a select whose first page does not fill its list loads the next pages without a scroll: 48 of 48 groups', async () => {
    mock.server.use(...groups.handlers)
    const r = renderScreen(<RelationSelect url={URL_} multiple value={[]} onChange={() => {}} label="User groups" />)
    await r.user.click(screen.getByRole('combobox', { name: 'User groups' }))
    const listbox = await screen.findByRole('listbox')
    expect(await within(listbox).findByText('group-48')).toBeInTheDocument()
    expect(within(listbox).getAllByRole('option')).toHaveLength(48)
    expect(offsets()).toEqual(['0', '10', '20', '30', '40'])
  })

  it('a list the options already overflow waits for the scroll: one page, then the next when scrolled', async () => {
    restore = tallLists()
    mock.server.use(...groups.handlers)
    const r = renderScreen(<RelationSelect url={URL_} multiple value={[]} onChange={() => {}} label="User groups" />)
    await r.user.click(screen.getByRole('combobox', { name: 'User groups' }))
    const listbox = await screen.findByRole('listbox')
    await within(listbox).findByText('group-10')
    expect(offsets()).toEqual(['0'])
    Object.defineProperty(listbox, 'scrollTop', { configurable: true, value: 400 })
    listbox.dispatchEvent(new Event('scroll', { bubbles: true }))
    expect(await within(listbox).findByText('group-20')).toBeInTheDocument()
    expect(offsets()).toEqual(['0', '10'])
  })

  it('the transfer list offers every available item without a scroll: 48 of 48', async () => {
    mock.server.use(...groups.handlers)
    renderScreen(<TransferList url={URL_} value={[]} onChange={() => {}} label="User groups" />)
    const available = await screen.findByRole('listbox', { name: 'Available' })
    expect(await within(available).findByText('group-48')).toBeInTheDocument()
    await waitFor(() => expect(within(available).getAllByRole('option')).toHaveLength(48))
  })
})
