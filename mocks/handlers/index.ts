// Registers every custom handler and resource definition once, then a generic resource for every other list
// route of the contract.
import { registerGenericResources } from '../engine/resource'
import { registerAccount } from './account'
import { registerApplications } from './applications'
import { registerAssets } from './assets'
import { registerAudits } from './audits'
import { registerControl } from './control'
import { registerDashboard } from './dashboard'
import { registerNotifications } from './notifications'
import { registerOps } from './ops'
import { registerPerms } from './perms'
import { registerTerminal } from './terminal'
import { registerTickets } from './tickets'
import { registerUsersArea } from './users'
import { registerXpack } from './xpack'
import { defineResource, resourceFor } from '../engine/resource'
import { contract } from '../engine/contract'
import { hasCustom } from '../engine/pipeline'

let done = false

export function registerAll(): void {
  if (done) return
  done = true
  registerUsersArea()
  registerAccount()
  registerControl()
  registerAudits()
  registerNotifications()
  registerAssets()
  registerTerminal()
  registerApplications()
  registerPerms()
  registerOps()
  registerTickets()
  registerDashboard()
  registerXpack()
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
  registerGenericResources((shape) => hasCustom('GET', shape))
  // methods the real viewsets route beyond the contract's (PATCH next to PUT, retrieve next to destroy)
  contract.addImpliedOperations((method, route) => {
    if (hasCustom(method, route.shape)) return false
    const list = /^(.*\/)\{[^}]*\}\/$/.exec(route.path)?.[1]
    return !!(resourceFor(route.path) ?? (list ? resourceFor(list) : undefined))
  })
}
