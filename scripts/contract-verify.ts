// npm run contract:verify -- --base-url URL --user NAME --password SECRET [--org ORG_ID] [--only REGEX] [--verbose]
// Signs in with a token, calls every GET/OPTIONS operation of the contract with ids read from the server's own
// lists, and prints a drift report: a summary, the skipped operations with their reasons, environment failures,
// then one line per cause by resource group. Exit codes: 0 no drift, 1 drift, 2 could not run (usage, sign-in
// refused), 3 no drift but the server failed on its own (e.g. a database error) for some operations.
// The password may come from JMS_PASSWORD instead of --password. See docs/contract-verify.md.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { bundle, bundlePath } from './contract/run.ts'
import { exitCode, formatReport, SignInError, verify } from './contract/verify.ts'

const USAGE = `usage: npm run contract:verify -- --base-url URL [--user NAME] --password SECRET [--org ORG_ID] [--only REGEX] [--page-size N] [--verbose]

  --base-url   the platform, e.g. http://127.0.0.1:8080 (no /api/v1)
  --user       the account to sign in as (default: admin); a super admin is expected
  --password   its password; or set JMS_PASSWORD instead (keeps it out of the process list). There is no default.
  --org        organisation id sent as X-JMS-ORG
  --only       check only the paths matching this regular expression
  --page-size  limit sent to the lists that document it (default 20)
  --verbose    one line per operation as it is checked

exit codes: 0 no drift, 1 drift, 2 could not run (this message, sign-in refused), 3 no drift but environment failures`

function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`)
  process.exit(2)
}

let values: Record<string, string | boolean | undefined>
try {
  values = parseArgs({
    options: {
      'base-url': { type: 'string' },
      user: { type: 'string', default: 'admin' },
      password: { type: 'string' },
      org: { type: 'string' },
      only: { type: 'string' },
      'page-size': { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values
} catch (e) {
  usage((e as Error).message)
}
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const baseUrl = typeof values['base-url'] === 'string' ? values['base-url'] : ''
const password = typeof values.password === 'string' ? values.password : process.env.JMS_PASSWORD
if (!baseUrl) usage('contract:verify needs --base-url.')
if (!password) usage('contract:verify needs a password: pass --password SECRET or set JMS_PASSWORD.')
const pageSize = values['page-size'] === undefined ? undefined : Number(values['page-size'])
if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize > 0)) usage('--page-size must be a positive integer.')

bundle()
try {
  const report = await verify({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    user: String(values.user ?? 'admin'),
    password,
    org: typeof values.org === 'string' ? values.org : undefined,
    only: typeof values.only === 'string' ? new RegExp(values.only) : undefined,
    pageSize,
    doc: JSON.parse(fs.readFileSync(bundlePath, 'utf8')),
    log: values.verbose ? (l) => console.log(l) : undefined,
  })
  console.log(formatReport(report))
  process.exit(exitCode(report))
} catch (e) {
  if (!(e instanceof SignInError)) throw e
  console.error(`contract:verify could not run: ${e.message}`)
  process.exit(2)
}
