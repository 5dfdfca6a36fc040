// The transfer list (a user group's members, a permission's users …) by keyboard and by assistive technology:
// its options are the controls, each named by its item and saying whether it is ticked (issue 23, accessibility:
// the ticks were unlabelled checkboxes inside the options).
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { usersGroupsList } from '../../../generated/operations/users'
import { urlOf } from '../../../http/operation'
import { fakeEndpoint } from '../../../test/fakeEndpoint'
import { renderScreen } from '../../../test/render'
import { setupMockServer } from '../../../test/server'
import { TransferList } from './TransferList'

const groups = fakeEndpoint(usersGroupsList, undefined, [
  { id: '00000000-0000-4000-8000-000000000001', name: 'ops' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'dba' },
])
const mock = setupMockServer()

describe('TransferList', () => {
  it('accessibility (issue 23): named options that say whether they are ticked, no control inside them; the keyboard ticks and moves', async () => {
    mock.server.use(...groups.handlers)
    const onChange = vi.fn()
    const r = renderScreen(<TransferList url={urlOf(usersGroupsList)} value={[]} onChange={onChange} label="User groups" />)
    const available = await screen.findByRole('listbox', { name: 'Available' })
    const ops = await within(available).findByRole('option', { name: 'ops' })
    expect(ops).toHaveAttribute('aria-selected', 'false')
    for (const option of within(available).getAllByRole('option')) {
      expect(option.querySelector('input, button, a[href], [tabindex]')).toBeNull()
    }
    ops.focus()
    await r.user.keyboard('{Enter}')
    expect(ops).toHaveAttribute('aria-selected', 'true')
    await r.user.tab()
    await r.user.tab()
    expect(screen.getByRole('button', { name: 'Add the ticked items' })).toHaveFocus()
    await r.user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(['00000000-0000-4000-8000-000000000001'])
  })
})
