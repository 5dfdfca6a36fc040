// Unbinding a scan-to-login account (WeCom, DingTalk, FeiShu): the user's own (after a password check) and an
// administrator's for any user.
import { type Ctx, detail, empty } from '../../engine/http'
import { on } from '../../engine/pipeline'

export function registerQrUnbind(): void {
  const QR_BACKENDS: Record<string, { field: string; name: string }> = {
    wecom: { field: 'wecom_id', name: 'WeCom' },
    dingtalk: { field: 'dingtalk_id', name: 'DingTalk' },
    feishu: { field: 'feishu_id', name: 'FeiShu' },
  }
  const unbind = (ctx: Ctx, userId: string) => {
    const backend = QR_BACKENDS[ctx.params[0]]
    if (!backend) throw detail(404, 'Object object does not exist.', 'object_does_not_exist')
    const user = ctx.state.users().get(userId)
    if (!user) throw detail(404, 'User object does not exist.', 'object_does_not_exist')
    if (!user[backend.field]) throw detail(400, `${backend.name} is not bound`, `${ctx.params[0]}_not_bound`)
    ctx.state.users().update(userId, { [backend.field]: null })
    ctx.state.changed()
    return empty(ctx, 200)
  }
  on('POST', '/api/v1/authentication/{backend}/qr/unbind/', (ctx) => unbind(ctx, ctx.user!.id), { permission: ['IsAuthPasswdTimeValid'] })
  on('POST', '/api/v1/authentication/{backend}/qr/unbind/{user_id}/', (ctx) => unbind(ctx, ctx.params[1]), { permission: ['IsOrgAdmin'] })
}
