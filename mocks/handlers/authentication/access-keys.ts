// Access keys of the signed-in user (`Authorization: Sign <key id>:…` authenticates with them).
import { json } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import { collectionOf, defineResource } from '../../engine/resource'

export function registerAccessKeys(): void {
  const keys = defineResource({
    path: '/api/v1/authentication/access-keys/',
    collection: 'access-keys',
    model: 'AccessKey',
    orgScoped: false,
    defaultOrder: ['date_created'],
    visible: (ctx) => (row) => row.user === ctx.user?.id,
  })
  on(
    'POST',
    keys.path,
    (ctx) => {
      collectionOf(ctx.state, keys).insert({
        id: randomId(),
        secret: randomId(),
        user: ctx.user!.id,
        is_active: true,
        date_created: ctx.state.now(),
      })
      ctx.state.changed()
      return json(ctx, {}, 201)
    },
    { permission: ['IsValidUser'] },
  )
}
