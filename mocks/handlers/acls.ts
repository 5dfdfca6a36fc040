// Access control lists: sign-in ACLs (per user, global) and sign-in-to-asset ACLs (per organisation).
import { defineResource } from '../engine/resource'

export function registerAcls(): void {
  defineResource({
    path: '/api/v1/acls/login-acls/',
    collection: 'login-acls',
    model: 'LoginACL',
    orgScoped: false,
    unique: [['name']],
    verbose: 'Login acl',
    defaultOrder: ['priority', '-date_updated', 'name'],
    defaults: () => ({ priority: 50, action: 'reject', is_active: true, ip_group: ['*'], comment: '' }),
  })
  defineResource({
    path: '/api/v1/acls/login-asset-acls/',
    collection: 'login-asset-acls',
    model: 'LoginAssetACL',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['priority', '-date_updated', 'name'],
    compute: (row) => ({ reviewers_amount: ((row.reviewers as string[]) ?? []).length }),
    defaults: () => ({ priority: 50, action: 'login_confirm', is_active: true, comment: '' }),
  })
}
