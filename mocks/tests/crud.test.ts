// @vitest-environment node
// OPTIONS metadata, create/update/partial update/delete with DRF-style errors, bulk create/update/delete.
import { describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { type Client, serverForFile, signedIn } from './client'
import { contract } from '../engine/contract'

let srv: RunningServer
let admin: Client
serverForFile((s, a) => {
  srv = s
  admin = a
})

const groupName = contract.schema('UserGroup')!.fields.name

describe('OPTIONS metadata', () => {
  it('has the real top-level shape and GET/POST/PATCH/PUT actions on a bulk list route', async () => {
    const r = await admin.options('/api/v1/users/groups/?draw=1&display=1')
    expect(r.status).toBe(200)
    expect(Object.keys(r.json)).toEqual(['name', 'description', 'renders', 'parses', 'actions'])
    expect(r.json.name).toBe('User Group List')
    expect(r.json.renders).toEqual(['application/json', 'text/csv', 'application/xlsx'])
    expect(r.json.parses).toContain('text/xlsx')
    expect(Object.keys(r.json.actions)).toEqual(['GET', 'POST', 'PATCH', 'PUT'])
  })

  it('lists GET for a user whose list permission is a per-action override (an auditor on sessions), as the request check does', async () => {
    const auditor = await signedIn(srv.url, 'auditor')
    expect((await auditor.get('/api/v1/terminal/sessions/?limit=1')).status).toBe(200)
    const r = await auditor.options('/api/v1/terminal/sessions/')
    expect(Object.keys(r.json.actions)).toContain('GET')
    expect(r.json.actions.GET.user).toMatchObject({ type: 'string' })
  })

  it('describes fields with keys in the real order, filter/order flags on GET only', async () => {
    const r = await admin.options('/api/v1/users/groups/')
    const name = r.json.actions.GET.name
    expect(Object.keys(name)).toEqual(['type', 'required', 'read_only', 'label', 'max_length', 'write_only', 'filter'])
    expect(name).toMatchObject({ type: 'string', required: true, read_only: false, max_length: 128, write_only: false, filter: true })
    expect(r.json.actions.POST.name).not.toHaveProperty('filter')
    expect(r.json.actions.GET.date_created).toMatchObject({ type: 'datetime', required: false, read_only: true })
    expect(r.json.actions.GET.users).toMatchObject({ type: 'field', read_only: false })
  })

  it('labels in Chinese by default and in English with Accept-Language: en; choices as {value, display_name}', async () => {
    const zh = await admin.options('/api/v1/users/groups/')
    expect(zh.json.actions.GET.name.label).toBe(groupName.labelZh ?? groupName.label)
    const en = await admin.options('/api/v1/users/groups/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
    expect(en.json.actions.GET.name.label).toBe(groupName.label)
    const users = await admin.options('/api/v1/users/users/', { headers: { 'Accept-Language': 'en' } })
    expect(users.json.actions.POST.role.choices).toEqual([
      { value: 'Admin', display_name: 'System administrator' },
      { value: 'Auditor', display_name: 'System auditor' },
      { value: 'User', display_name: 'User' },
    ])
    expect(users.json.actions.POST.password).toMatchObject({ write_only: true, read_only: false, required: false })
    expect(users.json.actions.GET.password).toMatchObject({ write_only: true })
    expect(users.json.actions.POST.role.default).toBe('User')
  })

  it('has GET/PATCH/PUT on a detail route, no PUT when the object does not exist, and only allowed methods', async () => {
    const groups = (await admin.get('/api/v1/users/groups/')).json as Array<{ id: string }>
    const d = await admin.options(`/api/v1/users/groups/${groups[0].id}/`)
    expect(d.json.name).toBe('User Group Instance')
    expect(Object.keys(d.json.actions)).toEqual(['GET', 'PATCH', 'PUT'])
    const missing = await admin.options('/api/v1/users/groups/11111111-2222-4333-8444-555555555555/')
    expect(Object.keys(missing.json.actions)).toEqual(['GET', 'PATCH'])
    const user = await signedIn(srv.url, 'user')
    const refused = await user.options('/api/v1/users/groups/')
    expect(refused.status).toBe(200)
    expect(refused.json).not.toHaveProperty('actions')
  })
})

describe('OPTIONS write_only is the serializer field flag', () => {
  // the platform's serializers (users.UserSerializer, assets.AssetSerializer): only these fields are write-only, under
  // every method of the list and the detail route (the bulk update of PUT/PATCH uses the same serializer)
  const WRITE_ONLY: Record<string, string[]> = {
    '/api/v1/users/users/': ['password', 'password_strategy', 'public_key'],
    '/api/v1/assets/assets/': ['port', 'protocol'],
  }
  for (const [list, expected] of Object.entries(WRITE_ONLY)) {
    it(`FORM-09 ${list}: name, comment, hostname, ip … are not write-only under POST, PUT or PATCH`, async () => {
      const id = (await admin.get(`${list}?limit=1`)).json.results[0].id
      for (const url of [list, `${list}${id}/`]) {
        const actions = (await admin.options(url)).json.actions as Record<string, Record<string, { write_only?: boolean }>>
        for (const method of ['POST', 'PUT', 'PATCH'].filter((m) => actions[m])) {
          const writeOnly = Object.entries(actions[method])
            .filter(([, f]) => f.write_only)
            .map(([n]) => n)
            .sort()
          expect({ url, method, writeOnly }).toEqual({ url, method, writeOnly: expected })
        }
      }
    })
  }
})

describe('OPTIONS with ?action= and ?type=', () => {
  it('describes the ticket create form with ?type=apply_asset&action=open (GET and POST, meta children)', async () => {
    const r = await admin.options('/api/v1/tickets/tickets/?type=apply_asset&action=open', { headers: { 'Accept-Language': 'en' } })
    expect(Object.keys(r.json.actions)).toEqual(['GET', 'POST'])
    const meta = r.json.actions.POST.meta
    expect(meta.type).toBe('nested object')
    expect(Object.keys(meta.children)).toContain('apply_assets')
    expect(meta.children.apply_date_expired).toMatchObject({ type: 'datetime', required: true })
  })

  it('describes application attrs of the type given by ?type=', async () => {
    const r = await admin.options('/api/v1/applications/applications/?type=mysql&category=db')
    expect(Object.keys(r.json.actions.POST.attrs.children).sort()).toEqual(['database', 'host', 'port'])
    const chrome = await admin.options('/api/v1/applications/applications/?type=chrome&category=remote_app')
    expect(chrome.json.actions.POST.attrs.children).toHaveProperty('chrome_target')
  })
})

describe('create / update / delete', () => {
  it('creates (201) with org_id/org_name of the current org and server-set fields', async () => {
    const r = await admin.post('/api/v1/users/groups/', { name: 'crud-team', comment: 'c' })
    expect(r.status).toBe(201)
    expect(r.json).toMatchObject({
      name: 'crud-team',
      comment: 'c',
      org_id: '00000000-0000-0000-0000-000000000002',
      org_name: 'Default',
      created_by: 'admin',
      users_amount: 0,
    })
    expect(r.json.date_created).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/)
    const got = await admin.get(`/api/v1/users/groups/${r.json.id}/`)
    expect(got.json).toEqual(r.json)
  })

  it('answers DRF field errors: required, blank, max_length, unique', async () => {
    expect((await admin.post('/api/v1/users/groups/', { comment: 'x' })).json).toEqual({ name: ['This field is required.'] })
    expect((await admin.post('/api/v1/users/groups/', { name: '' })).json).toEqual({ name: ['This field may not be blank.'] })
    expect((await admin.post('/api/v1/users/groups/', { name: 'x'.repeat(129) })).json).toEqual({
      name: ['Ensure this field has no more than 128 characters.'],
    })
    const dup = await admin.post('/api/v1/users/groups/', { name: '运维组' })
    expect(dup.status).toBe(400)
    expect(dup.json).toEqual({ name: ['This field must be unique.'] })
    const dupUser = await admin.post('/api/v1/users/users/', { name: 'X', username: 'admin', email: 'admin@example.com' })
    expect(dupUser.json).toEqual({ username: ['User with this Username already exists.'], email: ['User with this Email already exists.'] })
  })

  it('answers format and choice errors in the real texts', async () => {
    const r = await admin.post('/api/v1/users/users/', {
      name: 'Bad',
      username: 'bad-one',
      email: 'not-an-email',
      role: 'Boss',
      date_expired: 'tomorrow',
      groups: ['nope'],
    })
    expect(r.status).toBe(400)
    expect(r.json.email).toEqual(['Enter a valid email address.'])
    expect(r.json.role).toEqual(['"Boss" is not a valid choice.'])
    expect(r.json.date_expired[0]).toMatch(/^Datetime has wrong format\. Use one of these formats instead: /)
    expect(r.json.groups).toEqual(['“nope” is not a valid UUID.'])
    const missing = await admin.post('/api/v1/users/users/', {
      name: 'B',
      username: 'bad-two',
      email: 'b2@example.com',
      groups: ['11111111-2222-4333-8444-555555555555'],
    })
    expect(missing.json).toEqual({ groups: ['Invalid pk "11111111-2222-4333-8444-555555555555" - object does not exist.'] })
  })

  it('accepts datetimes in the API format, ISO-8601 and %Y-%m-%d %H:%M:%S %z', async () => {
    for (const [i, input] of ['2030/01/02 03:04:05 +0800', '2030-01-01T19:04:05Z', '2030-01-02 03:04:05 +0800'].entries()) {
      const r = await admin.post('/api/v1/users/users/', {
        name: `T${i}`,
        username: `dt-${i}`,
        email: `dt${i}@example.com`,
        date_expired: input,
      })
      expect(r.status, input).toBe(201)
      expect(r.json.date_expired).toBe('2030/01/02 03:04:05 +0800')
    }
  })

  it('updates with PUT (full validation) and PATCH (partial)', async () => {
    const g = (await admin.post('/api/v1/users/groups/', { name: 'upd-team' })).json
    const put = await admin.put(`/api/v1/users/groups/${g.id}/`, { comment: 'only comment' })
    expect(put.status).toBe(400)
    expect(put.json).toEqual({ name: ['This field is required.'] })
    const put2 = await admin.put(`/api/v1/users/groups/${g.id}/`, { name: 'upd-team-2', comment: 'put' })
    expect(put2.json).toMatchObject({ name: 'upd-team-2', comment: 'put' })
    const patch = await admin.patch(`/api/v1/users/groups/${g.id}/`, { comment: 'patched' })
    expect(patch.json).toMatchObject({ name: 'upd-team-2', comment: 'patched' })
  })

  it('deletes (204) and then answers the real 404 text', async () => {
    const g = (await admin.post('/api/v1/users/groups/', { name: 'del-team' })).json
    const d = await admin.delete(`/api/v1/users/groups/${g.id}/`)
    expect(d.status).toBe(204)
    expect(d.text).toBe('')
    const again = await admin.get(`/api/v1/users/groups/${g.id}/`)
    expect(again.status).toBe(404)
    expect(again.json).toEqual({ detail: 'UserGroup object does not exist.', code: 'object_does_not_exist' })
    expect((await admin.delete(`/api/v1/users/groups/${g.id}/`)).json.detail).toBe('UserGroup object does not exist.')
    expect((await admin.get('/api/v1/users/groups/not-a-uuid/')).json.detail).toBe('Object object does not exist.')
  })

  it('answers 404 for an object of another org and 405 for a method the route lacks', async () => {
    const other = (await admin.get('/api/v1/users/groups/?oid=00000000-0000-0000-0000-000000000003')).json[0]
    expect((await admin.get(`/api/v1/users/groups/${other.id}/`)).status).toBe(404)
    expect((await admin.get(`/api/v1/users/groups/${other.id}/?oid=ROOT`)).status).toBe(200)
    const r = await admin.delete('/api/v1/users/profile/')
    expect(r.status).toBe(405)
    expect(r.json).toEqual({ detail: 'Method "DELETE" not allowed.', code: 'method_not_allowed' })
  })

  it('adds and removes group members through the writable users field', async () => {
    const users = (await admin.get('/api/v1/users/users/?limit=3')).json.results as Array<{ id: string }>
    const g = (await admin.post('/api/v1/users/groups/', { name: 'members-team', users: users.map((u) => u.id) })).json
    expect(g.users_amount).toBe(3)
    const rel = (await admin.get(`/api/v1/users/users-groups-relations/?usergroup=${g.id}`)).json as Array<{
      user: string
      usergroup_display: string
    }>
    expect(rel.map((x) => x.user).sort()).toEqual(users.map((u) => u.id).sort())
    expect(rel[0].usergroup_display).toBe('members-team')
    const del = await admin.delete(`/api/v1/users/users-groups-relations/?usergroup=${g.id}&user=${users[0].id}`)
    expect(del.status).toBe(204)
    expect((await admin.get(`/api/v1/users/groups/${g.id}/`)).json.users_amount).toBe(2)
  })
})

describe('bulk operations on the list URL', () => {
  it('creates several objects from an array (201 array), errors aligned with the input', async () => {
    const r = await admin.post('/api/v1/users/groups/', [{ name: 'bulk-a' }, { name: 'bulk-b' }])
    expect(r.status).toBe(201)
    expect(r.json.map((g: { name: string }) => g.name)).toEqual(['bulk-a', 'bulk-b'])
    const bad = await admin.post('/api/v1/users/groups/', [{ name: 'bulk-c' }, { comment: 'no name' }])
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual([{}, { name: ['This field is required.'] }])
  })

  it('updates with PATCH/PUT arrays identified by id or pk', async () => {
    const [a, b] = (await admin.post('/api/v1/users/groups/', [{ name: 'bu-a' }, { name: 'bu-b' }])).json
    const r = await admin.patch('/api/v1/users/groups/', [
      { id: a.id, comment: 'via id' },
      { pk: b.id, comment: 'via pk' },
    ])
    expect(r.status).toBe(200)
    expect(r.json.map((g: { comment: string }) => g.comment)).toEqual(['via id', 'via pk'])
    const bad = await admin.patch('/api/v1/users/groups/', [{ comment: 'no id' }])
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual([['id or pk not in data']])
  })

  it('refuses bulk delete without an id-restricting filter (400, empty body) and deletes by spm (204)', async () => {
    const created = (await admin.post('/api/v1/users/groups/', [{ name: 'bd-a' }, { name: 'bd-b' }])).json as Array<{ id: string }>
    const before = ((await admin.get('/api/v1/users/groups/')).json as unknown[]).length
    const refused = await admin.delete('/api/v1/users/groups/')
    expect(refused.status).toBe(400)
    expect(refused.text).toBe('')
    expect(((await admin.get('/api/v1/users/groups/')).json as unknown[]).length).toBe(before)
    const { spm } = (await admin.post('/api/v1/common/resources/cache/', { resources: created.map((g) => g.id) })).json
    const ok = await admin.delete(`/api/v1/users/groups/?spm=${spm}`)
    expect(ok.status).toBe(204)
    expect(((await admin.get('/api/v1/users/groups/')).json as unknown[]).length).toBe(before - 2)
  })

  it('needs ids/spm for non-org bulk deletes (login ACLs)', async () => {
    // the rules are read per user (`?user=`)
    const all = await Promise.all(
      ((await admin.get('/api/v1/users/users/')).json as Array<{ id: string }>).map(async (u) => ({
        u: u.id,
        acls: (await admin.get(`/api/v1/acls/login-acls/?user=${u.id}`)).json as Array<{ id: string; name: string }>,
      })),
    )
    const holder = all.find((x) => x.acls.some((a) => a.name === 'block-outside'))!
    expect((await admin.delete('/api/v1/acls/login-acls/?name=block-outside')).status).toBe(400)
    const target = holder.acls.find((a) => a.name === 'block-outside')!
    expect((await admin.delete(`/api/v1/acls/login-acls/?ids=${target.id}`)).status).toBe(204)
    expect(((await admin.get(`/api/v1/acls/login-acls/?user=${holder.u}`)).json as unknown[]).length).toBe(holder.acls.length - 1)
  })
})

describe('polymorphic fields', () => {
  it('validates application attrs against the variant of the type', async () => {
    const bad = await admin.post('/api/v1/applications/applications/?type=postgresql', {
      name: 'pg-x',
      category: 'db',
      type: 'postgresql',
      attrs: { port: 'x' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.attrs.host).toEqual(['This field is required.'])
    expect(bad.json.attrs.port).toEqual(['A valid integer is required.'])
    const ok = await admin.post('/api/v1/applications/applications/?type=postgresql', {
      name: 'pg-x',
      category: 'db',
      type: 'postgresql',
      attrs: { host: '10.0.0.9', port: 5432, database: 'app' },
    })
    expect(ok.status).toBe(201)
    expect(ok.json.attrs).toMatchObject({ host: '10.0.0.9', port: 5432, database: 'app' })
    expect(ok.json.type_display).toBeTruthy()
  })
})
