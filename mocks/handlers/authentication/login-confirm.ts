// Sign-in confirmation settings of a user (the reviewers who confirm the user's sign-ins).
import { render, successSchema } from '../../engine/crud'
import { detail, fieldErrors, json } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import { defineResource } from '../../engine/resource'
import { validateObject } from '../../engine/schema'

export function registerLoginConfirmSettings(): void {
  defineResource({
    path: '/api/v1/authentication/login-confirm-settings/',
    collection: 'login-confirm-settings',
    model: 'LoginConfirmSetting',
    orgScoped: false,
  })
  for (const m of ['PUT', 'PATCH']) {
    on(
      m,
      '/api/v1/authentication/login-confirm-settings/{id}/',
      async (ctx) => {
        const userId = ctx.params[0]
        const user = ctx.state.users().get(userId)
        if (!user) throw detail(404, 'User object does not exist.', 'object_does_not_exist')
        const body = await ctx.body()
        const v = validateObject(ctx, ctx.op?.request?.schema, body, { partial: m === 'PATCH' })
        if (v.errors) throw fieldErrors(v.errors)
        const coll = ctx.state.db.collection('login-confirm-settings')
        let row = coll.find((r) => r.user === userId)
        if (!row) {
          row = coll.insert({
            id: randomId(),
            user: userId,
            reviewers: [],
            is_active: true,
            date_created: ctx.state.now(),
            date_updated: ctx.state.now(),
          })
        }
        coll.update(row.id, { ...v.data, user: userId, date_updated: ctx.state.now() })
        ctx.state.changed()
        return json(ctx, render(ctx, null, successSchema(ctx.op) ?? 'LoginConfirmSetting', row))
      },
      { permission: ['IsOrgAdmin'] },
    )
  }
}
