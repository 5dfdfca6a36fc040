// npm run contract:verify -- --base-url URL --user U --password P [--org ORG_ID] [--only REGEX]
// Signs in with a token, exercises every GET/OPTIONS operation of the contract with ids discovered from the
// lists, and prints a drift report grouped by resource. Exit code 1 on drift.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { bundle, bundlePath } from './contract/run.ts'
import { formatReport, verify } from './contract/verify.ts'

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin' },
    org: { type: 'string' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
})
if (!values['base-url']) {
  console.error('usage: npm run contract:verify -- --base-url http://host:8080 --user admin --password secret [--org ID] [--only REGEX]')
  process.exit(2)
}
bundle()
const report = await verify({
  baseUrl: values['base-url'].replace(/\/$/, ''),
  user: values.user ?? 'admin',
  password: values.password ?? 'admin',
  org: values.org,
  only: values.only ? new RegExp(values.only) : undefined,
  doc: JSON.parse(fs.readFileSync(bundlePath, 'utf8')),
  log: values.verbose ? (l) => console.log(l) : undefined,
})
console.log(formatReport(report))
process.exit(report.drift.size ? 1 : 0)
