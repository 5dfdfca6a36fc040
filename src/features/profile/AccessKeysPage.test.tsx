import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { authenticationAccessKeysList } from '../../generated/operations/authentication'
import { contractRow } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import AccessKeysPage, { ACCESS_KEYS_URL } from './AccessKeysPage'

const mock = setupMockServer()
// keys and secrets are uuids, as the contract's AccessKey says
const K1 = '3f2a1b0c-5d6e-4f70-8a91-b2c3d4e5f601'
const K2 = '3f2a1b0c-5d6e-4f70-8a91-b2c3d4e5f602'
const SECRET1 = '9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b501'
const key = (id: string, secret: string, dateCreated: string) =>
  contractRow(authenticationAccessKeysList, { id, secret, is_active: true, date_created: dateCreated })
let keys: Array<ReturnType<typeof key>> = []

function serve(options: { failPatch?: boolean } = {}) {
  keys = [key(K1, SECRET1, '2024/01/02 03:04:05 +0000')]
  mock.server.use(
    http.get(ACCESS_KEYS_URL, () => HttpResponse.json(keys)),
    http.post(ACCESS_KEYS_URL, () => {
      keys.push(key(K2, '9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b502', '2024/01/03 00:00:00 +0000'))
      // the platform answers 201 {} (AccessKeyCreated)
      return HttpResponse.json({}, { status: 201 })
    }),
    http.patch(`${ACCESS_KEYS_URL}:id/`, async ({ request, params }) => {
      if (options.failPatch) return HttpResponse.json({ detail: 'nope' }, { status: 403 })
      const body = (await request.json()) as { is_active: boolean }
      const key = keys.find((k) => k.id === params.id)
      if (key) key.is_active = body.is_active
      return HttpResponse.json(key)
    }),
    http.delete(`${ACCESS_KEYS_URL}:id/`, ({ params }) => {
      keys = keys.filter((k) => k.id !== params.id)
      return new HttpResponse(null, { status: 204 })
    }),
  )
}

describe('AccessKeysPage', () => {
  it('AKEY-01 lists id, secret (shown on demand), active state and date, without paging parameters', async () => {
    serve()
    const r = renderScreen(<AccessKeysPage />, { env: { perms: 1, isSuperAdmin: false } })
    expect(await screen.findByText(K1)).toBeInTheDocument()
    expect(mock.requests('GET', ACCESS_KEYS_URL)[0].search.has('limit')).toBe(false)
    expect(screen.queryByText(SECRET1)).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: '******' }))
    expect(screen.getByText(SECRET1)).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: `Key ${K1} active` })).toBeChecked()
    expect(screen.getByText('2024-01-02', { exact: false })).toBeInTheDocument()
  })

  it('AKEY-02 create posts and the new key appears', async () => {
    serve()
    const r = renderScreen(<AccessKeysPage />, { env: { perms: 1, isSuperAdmin: false } })
    await screen.findByText(K1)
    await r.user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText(K2)).toBeInTheDocument()
    expect(mock.requests('POST', ACCESS_KEYS_URL)).toHaveLength(1)
  })

  it('AKEY-03 the switch sends PATCH {is_active} with the new state', async () => {
    serve()
    const r = renderScreen(<AccessKeysPage />, { env: { perms: 1, isSuperAdmin: false } })
    await r.user.click(await screen.findByRole('switch', { name: `Key ${K1} active` }))
    await waitFor(() => expect(mock.requests('PATCH', `${ACCESS_KEYS_URL}${K1}/`)).toHaveLength(1))
    expect(mock.requests('PATCH', `${ACCESS_KEYS_URL}${K1}/`)[0].body).toEqual({ is_active: false })
    expect(screen.getByRole('switch', { name: `Key ${K1} active` })).not.toBeChecked()
  })

  it('AKEY-04 / ERR-13 a refused toggle says the update failed and the switch goes back', async () => {
    serve({ failPatch: true })
    const r = renderScreen(<AccessKeysPage />, { env: { perms: 1, isSuperAdmin: false } })
    await r.user.click(await screen.findByRole('switch', { name: `Key ${K1} active` }))
    expect(await screen.findByText('Update failed')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('switch', { name: `Key ${K1} active` })).toBeChecked())
  })

  it('AKEY-05 delete confirms, sends DELETE and the key leaves the list', async () => {
    serve()
    const r = renderScreen(<AccessKeysPage />, { env: { perms: 1, isSuperAdmin: false } })
    const row = (await screen.findByText(K1)).closest('[role="row"]') as HTMLElement
    await r.user.click(within(row).getByRole('button', { name: 'Delete' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByText(K1)).not.toBeInTheDocument())
    expect(mock.requests('DELETE', `${ACCESS_KEYS_URL}${K1}/`)).toHaveLength(1)
  })
})
