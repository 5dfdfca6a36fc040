// The platform's own addresses the user area opens in a new tab: the web terminal connected to one granted asset or
// application (ROUTE-UA-01, ROUTE-UA-02), as the platform forms them, and the console's page of one execution.
import { EXTERNAL_LINKS } from '../../config/constants'
import type { permsUsersApplicationsList } from '../../generated/operations/perms'
import type { QueryOf } from '../../http/operation'

/** The application categories of the three "my applications" views. */
export type AppCategory = NonNullable<QueryOf<typeof permsUsersApplicationsList>['category']>

/** The web terminal's name of each category's connection. */
const TERMINAL_TYPES: Record<AppCategory, string> = { remote_app: 'remote_app', db: 'database_app', cloud: 'k8s_app' }

/** The web terminal connecting to a granted asset: `/luna/?login_to=<asset id>`. */
export function assetConnectUrl(assetId: string): string {
  return `${EXTERNAL_LINKS.webTerminal}?${new URLSearchParams({ login_to: assetId })}`
}

/** The web terminal connecting to a granted application: `/luna/?type=<remote_app|database_app|k8s_app>&login_to=<id>`. */
export function appConnectUrl(category: AppCategory, appId: string): string {
  return `${EXTERNAL_LINKS.webTerminal}?${new URLSearchParams({ type: TERMINAL_TYPES[category], login_to: appId })}`
}

/** The console path of the list of the user's command executions (ROUTE-UA-03) and of one of them. */
export const EXECUTIONS_PATH = '/command-executions'
export const executionPath = (id: string): string => `${EXECUTIONS_PATH}/${encodeURIComponent(id)}`
