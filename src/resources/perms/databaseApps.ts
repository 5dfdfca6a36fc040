// Databases (/applications/databases): MySQL, Oracle, PostgreSQL and MariaDB connections (host, port, database).
import { RESOURCES } from '../identities'
import { applicationConfig, attrColumn } from './shared'

export default applicationConfig(RESOURCES.DatabaseApp, {
  category: 'db',
  attrs: ['host', 'port', 'database'],
  columns: [attrColumn('host'), attrColumn('port'), attrColumn('database')],
})
