// Databases (/applications/databases): MySQL, Oracle, PostgreSQL and MariaDB connections (host, port, database).
import { applicationConfig, attrColumn } from './shared'

export default applicationConfig({
  name: 'DatabaseApp',
  path: '/applications/databases',
  category: 'db',
  attrs: ['host', 'port', 'database'],
  columns: [attrColumn('host'), attrColumn('port'), attrColumn('database')],
})
