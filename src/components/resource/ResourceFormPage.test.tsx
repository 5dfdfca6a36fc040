import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { usersGroupsList, usersGroupsUpdate } from '../../generated/operations/users'
import { browser } from '../../http/browser'
import { signInAgain } from '../../http/events'
import { contractRow } from '../../test/contract'
import { CACHE, cacheHandler, fakeEndpoint, GROUP_META, seedGroups } from '../../test/fakeEndpoint'
import { en } from '../../test/i18n'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import ResourceFormPage from './ResourceFormPage'
import { resourceRoutes } from './resourceRoutes'
import type { ResourceConfig } from './types'

// Synthetic resources (things: GROUP_META with a relation and a number; their related objects), served at paths the
// contract does not have: no contract check applies (the spm cache, a contract operation, answers as the contract says)
const URL_ = '/api/test/things/'
const RELATED = '/api/test/related/'
// the first spm key the cache answers
const SPM_1 = '00000000-0000-4000-9000-000000000001'
const META = {
  actions: {
    ...GROUP_META.actions,
    POST: {
      ...GROUP_META.actions!.POST,
      related: { type: 'field', label: 'Related', required: false },
      priority: { type: 'integer', label: 'Priority', min_value: 1, max_value: 100, default: 50 },
    },
  },
}
META.actions.PUT = META.actions.POST
const endpoint = fakeEndpoint(URL_, META, [])
const related = fakeEndpoint(
  RELATED,
  { actions: { GET: { name: { type: 'string', label: 'Name' } } } },
  Array.from({ length: 25 }, (_, i) => ({ id: `r${i + 1}`, name: `rel-${i + 1}` })),
)
const mock = setupMockServer()

const config: ResourceConfig = {
  name: 'Thing',
  path: '/things',
  url: URL_,
  form: {
    layout: [
      ['users.basic', ['name', 'email', 'related', 'priority']],
      ['users.other', ['source', 'is_active', 'comment']],
    ],
    overrides: { related: { widget: 'relation', multiple: true, url: RELATED } },
    cloneOmit: ['email'],
  },
}
resourceRoutes(config)

function setup(route: string, seed = seedGroups(2).map((g, i) => ({ ...g, related: i === 0 ? ['r1', 'r2'] : [], priority: 7 }))) {
  endpoint.items = seed
  mock.server.use(...endpoint.handlers, ...related.handlers, cacheHandler([endpoint, related]))
  const pathPattern = route.includes('/update') ? '/things/:id/update' : '/things/create'
  return renderScreen(<ResourceFormPage config={config} />, {
    route,
    path: pathPattern,
    routes: [{ path: '/things', element: <div>the list page</div> }],
  })
}

describe('ResourceFormPage', () => {
  it('FORM-01 / FORM-02 / FORM-08 / FORM-10 / FORM-11 fields come from the metadata of the submit method, in the configured groups', async () => {
    setup('/things/create')
    const name = await screen.findByRole('textbox', { name: 'Name' })
    expect(name).toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    expect(screen.getByRole('textbox', { name: 'Comment' }).tagName).toBe('TEXTAREA')
    // two choices: radio buttons (FORM-11 only turns more than 4 into a select)
    expect(screen.getByRole('radio', { name: 'LDAP/AD' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked()
    expect(screen.getByRole('spinbutton', { name: 'Priority' })).toHaveValue(50)
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Date created' })).not.toBeInTheDocument()
  })

  it('FORM-03 / FORM-06 offers Reset, Save and add another, Submit; submit creates with POST and goes to the list', async () => {
    const r = setup('/things/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'alpha')
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.io')
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save and add another' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('the list page')).toBeInTheDocument()
    const [post] = mock.requests('POST', URL_)
    expect(post.body).toMatchObject({ name: 'alpha', email: 'a@b.io', is_active: true, priority: 50, related: [] })
    expect(post.body).not.toHaveProperty('source')
  })

  it('FORM-12 / ERR-35 / ERR-36 client rules: required on blur, email format; nothing is sent', async () => {
    const r = setup('/things/create')
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await r.user.click(name)
    await r.user.tab()
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-mail')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument()
    expect(mock.requests('POST', URL_)).toHaveLength(0)
  })

  it('FORM-13 / FORM-14 / FORM-15 a 400 puts the messages under their fields and keeps every value', async () => {
    const r = setup('/things/create')
    mock.server.use(
      http.post(URL_, () =>
        HttpResponse.json(
          { name: ['Taken.', 'Too plain.'], email: ['Enter a valid email address.'], non_field_errors: ['Check it.'] },
          { status: 400 },
        ),
      ),
    )
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'dup')
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'x@y.zz')
    await r.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'keep me')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Taken.;Too plain.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument()
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Check it.'))).toBe(true)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('dup')
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('keep me')
    expect(screen.queryByText('the list page')).not.toBeInTheDocument()
  })

  it("ERR-24 a failed create or update says which, with the server's reason, and keeps the values", async () => {
    const r = setup('/things/create')
    mock.server.use(http.post(URL_, () => HttpResponse.json({ detail: 'Database is read-only' }, { status: 500 })))
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'kept')
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'k@e.pt')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Create failed: Database is read-only')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('kept')
    r.unmount()
    const u = setup('/things/g001/update')
    mock.server.use(http.put(`${URL_}:id/`, () => new HttpResponse(null, { status: 403 })))
    await screen.findByDisplayValue('group-001')
    await u.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Update failed: no permission for this operation')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('group-001')
    expect(screen.queryByText('the list page')).not.toBeInTheDocument()
  })

  it('FORM-06 / FORM-17 update loads the object, names its related values through spm, and PUTs', async () => {
    const r = setup('/things/g001/update')
    expect(await screen.findByDisplayValue('group-001')).toBeInTheDocument()
    expect(await screen.findByText('rel-1')).toBeInTheDocument()
    const [cache] = mock.requests('POST', CACHE)
    expect(cache.body).toEqual({ resources: ['r1', 'r2'] })
    expect(mock.requests('GET', RELATED)[0].search.get('spm')).toBe(SPM_1)
    expect(screen.queryByRole('button', { name: 'Save and add another' })).not.toBeInTheDocument()
    const name = screen.getByRole('textbox', { name: 'Name' })
    await r.user.clear(name)
    await r.user.type(name, 'renamed')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('the list page')).toBeInTheDocument()
    const [put] = mock.requests('PUT', `${URL_}g001/`)
    expect(put.body).toMatchObject({ name: 'renamed', related: ['r1', 'r2'], priority: 7 })
  })

  it('FORM-04 Reset goes back to the loaded object', async () => {
    const r = setup('/things/g001/update')
    const name = await screen.findByDisplayValue('group-001')
    await r.user.clear(name)
    await r.user.type(name, 'changed')
    await r.user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('group-001')
  })

  it('FORM-07 clone_from pre-fills a create from another object (without its id and omitted fields) and POSTs', async () => {
    const r = setup('/things/create?clone_from=g002')
    expect(await screen.findByDisplayValue('group-002')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'c@d.io')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('the list page')
    const [post] = mock.requests('POST', URL_)
    expect(post.body).toMatchObject({ name: 'group-002', email: 'c@d.io' })
    expect(post.body).not.toHaveProperty('id')
  })

  it('FORM-05 Save and add another stays on an empty create form', async () => {
    const r = setup('/things/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'first')
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'f@g.io')
    await r.user.click(screen.getByRole('button', { name: 'Save and add another' }))
    await waitFor(() => expect(mock.requests('POST', URL_)).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''))
    expect(screen.queryByText('the list page')).not.toBeInTheDocument()
    expect(r.router.state.location.pathname).toBe('/things/create')
  })

  it('FORM-16 / FORM-18 the relational select searches the server 10 at a time and loads more when scrolled', async () => {
    const r = setup('/things/create')
    const input = await screen.findByRole('combobox', { name: 'Related' })
    await r.user.click(input)
    const listbox = await screen.findByRole('listbox')
    await within(listbox).findByText('rel-1')
    const first = mock.requests('GET', RELATED)[0].search
    expect(first.get('limit')).toBe('10')
    expect(first.get('offset')).toBe('0')
    listbox.dispatchEvent(new Event('scroll', { bubbles: true }))
    await waitFor(() => expect(mock.requests('GET', RELATED).some((q) => q.search.get('offset') === '10')).toBe(true))
    await r.user.type(input, 'rel-2')
    await waitFor(() => expect(mock.requests('GET', RELATED).some((q) => q.search.get('search') === 'rel-2')).toBe(true))
  })

  it('issue 23 / ERR-24: an HTML error page is never the message: the translated reason, the page as plain text under Details', async () => {
    const r = setup('/things/g001/update')
    mock.server.use(
      http.put(`${URL_}:id/`, () =>
        HttpResponse.text('<html><body><h1>Server Error (500)</h1></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    )
    await screen.findByDisplayValue('group-001')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    const message = await screen.findByText(`Update failed: ${en('http.ServerError', { status: 500 })}`)
    const toast = message.closest('[role="alert"]') as HTMLElement
    expect(toast).not.toHaveTextContent('<h1>')
    expect(toast.querySelector('h1')).toBeNull()
    await r.user.click(within(toast).getByText(en('http.Details')))
    expect(within(toast).getByText('Server Error (500)')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('group-001')
  })

  it("issue 23: a 403's server text comes after the translated reason, as its detail", async () => {
    const r = setup('/things/g001/update')
    mock.server.use(
      http.put(`${URL_}:id/`, () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })),
    )
    await screen.findByDisplayValue('group-001')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    const toast = (await screen.findByText(`Update failed: ${en('common.BadRoleErrorMsg')}`)).closest('[role="alert"]') as HTMLElement
    expect(within(toast).getByText('You do not have permission to perform this action.')).toBeInTheDocument()
  })

  it('issue 23: a 200 whose body is not what the contract says the save answers is not reported as saved', async () => {
    endpoint.items = seedGroups(2)
    mock.server.use(...endpoint.handlers, ...related.handlers, cacheHandler([endpoint, related]))
    let answer: Record<string, unknown> = { ok: true }
    mock.server.use(http.put(`${URL_}:id/`, () => HttpResponse.json(answer)))
    const checked: ResourceConfig = { ...config, ops: { list: usersGroupsList, update: usersGroupsUpdate } }
    const r = renderScreen(<ResourceFormPage config={checked} />, {
      route: '/things/g001/update',
      path: '/things/:id/update',
      routes: [{ path: '/things', element: <div>the list page</div> }],
    })
    const name = await screen.findByDisplayValue('group-001')
    await r.user.clear(name)
    await r.user.type(name, 'renamed')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(en('http.UnexpectedAnswer'))).toBeInTheDocument()
    expect(screen.queryByText(en('form.updateSuccess'))).not.toBeInTheDocument()
    expect(screen.queryByText('the list page')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('renamed')
    // the answer the contract describes is reported as saved
    answer = contractRow(usersGroupsUpdate, { id: '6f1c1e3a-1b2c-4d5e-8f90-000000000001', name: 'renamed' })
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(en('form.updateSuccess'))).toBeInTheDocument()
    expect(await screen.findByText('the list page')).toBeInTheDocument()
  })

  it('issue 23 / HTTP-10: signing in again keeps the values being edited and brings them back once, saying so', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const first = setup('/things/g001/update')
    const name = await screen.findByDisplayValue('group-001')
    await first.user.clear(name)
    await first.user.type(name, 'renamed while away')
    await first.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'typed before the session ended')
    act(() => signInAgain())
    expect(assign).toHaveBeenCalledTimes(1)
    first.unmount()
    const back = setup('/things/g001/update')
    expect(await screen.findByDisplayValue('renamed while away')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('comment 1typed before the session ended')
    expect(screen.getByRole('status')).toHaveTextContent(en('http.DraftRestored'))
    // a later visit starts from the object
    back.unmount()
    setup('/things/g001/update')
    expect(await screen.findByDisplayValue('group-001')).toBeInTheDocument()
    expect(screen.queryByText(en('http.DraftRestored'))).not.toBeInTheDocument()
    assign.mockRestore()
  })

  it('DETAIL-08 / C-11 an update of a missing object says it is not found', async () => {
    setup('/things/nope/update')
    expect(await screen.findByText('object not found or deleted')).toBeInTheDocument()
  })
})
