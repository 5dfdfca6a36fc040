// Every custom handler and resource definition of the mock, registered once (grouped by the contract's tags), then
// a generic resource for every other list route of the contract.
//
// A request is routed by the contract's route table (engine/contract.ts), which tries literal path segments before
// `{id}` ones whatever the order of registration; a custom handler replaces the generic one of its method and route.
// The order below matters only for the non-API pages (authentication/sign-in.ts: the first matching page answers)
// and for the generic resources, which are made last for the routes left without one.
import { contract } from '../engine/contract'
import { hasCustom } from '../engine/pipeline'
import { registerGenericResources, resourceFor } from '../engine/resource'
import { registerAcls } from './acls'
import { registerApplications } from './applications'
import { registerAccounts } from './assets/accounts'
import { registerAssets } from './assets/assets'
import { registerCmdFilters } from './assets/cmd-filters'
import { registerDomains } from './assets/domains'
import { registerLabels } from './assets/labels'
import { registerNodes } from './assets/nodes'
import { registerPlatforms } from './assets/platforms'
import { registerSystemUsers } from './assets/system-users'
import { registerAudits } from './audits'
import { registerAccessKeys } from './authentication/access-keys'
import { registerLoginConfirmSettings } from './authentication/login-confirm'
import { registerQrUnbind } from './authentication/qr-unbind'
import { registerSignIn } from './authentication/sign-in'
import { registerVerify } from './authentication/verify'
import { registerCommon } from './common'
import { registerControl } from './control'
import { registerDashboard } from './dashboard'
import { registerNotifications } from './notifications'
import { registerOps } from './ops'
import { registerOrgs } from './orgs'
import { registerApplicationPermissions } from './perms/application-permissions'
import { registerAssetPermissions } from './perms/asset-permissions'
import { registerUserGrants } from './perms/user-grants'
import { registerLdap } from './settings/ldap'
import { registerSettings } from './settings/settings'
import { registerTerminal } from './terminal'
import { registerTicketFlows } from './tickets/flows'
import { registerTickets } from './tickets/tickets'
import { registerGroups } from './users/groups'
import { registerProfile } from './users/profile'
import { registerUserActions } from './users/user-actions'
import { registerUsers } from './users/users'
import { registerXpackActions } from './xpack/actions'
import { registerXpackLicense } from './xpack/license'
import { registerXpackResources } from './xpack/resources'

let done = false

export function registerAll(): void {
  if (done) return
  done = true
  // users
  registerUsers()
  registerUserActions()
  registerGroups()
  registerProfile()
  // acls
  registerAcls()
  // authentication (and the sign-in pages)
  registerSignIn()
  registerVerify()
  registerAccessKeys()
  registerLoginConfirmSettings()
  registerQrUnbind()
  // common, settings, orgs
  registerCommon()
  registerSettings()
  registerLdap()
  registerOrgs()
  // the mock's own endpoints (/__mock__/…) and static images
  registerControl()
  // audits, notifications
  registerAudits()
  registerNotifications()
  // assets
  registerAssets()
  registerNodes()
  registerPlatforms()
  registerSystemUsers()
  registerDomains()
  registerLabels()
  registerCmdFilters()
  registerAccounts()
  registerTerminal()
  registerApplications()
  // perms
  registerAssetPermissions()
  registerUserGrants()
  registerApplicationPermissions()
  registerOps()
  // tickets
  registerTickets()
  registerTicketFlows()
  registerDashboard()
  // xpack
  registerXpackResources()
  registerXpackLicense()
  registerXpackActions()

  registerGenericResources((shape) => hasCustom('GET', shape))
  // methods the real viewsets route beyond the contract's (PATCH next to PUT, retrieve next to destroy)
  contract.addImpliedOperations((method, route) => {
    if (hasCustom(method, route.shape)) return false
    const list = /^(.*\/)\{[^}]*\}\/$/.exec(route.path)?.[1]
    return !!(resourceFor(route.path) ?? (list ? resourceFor(list) : undefined))
  })
}
