// Command storages: where session commands are kept — the server's database or Elasticsearch (the contract's
// `meta` oneOf, SESS-07 / ENT-26).
import { COMMAND_STORAGES_URL, storageConfig } from './shared'

export default storageConfig('CommandStorage', COMMAND_STORAGES_URL, 'commandStorages', {
  container: 'meta',
  by: 'type',
  shapes: {
    es: [
      { key: 'HOSTS', labelKey: 'terminal.meta.hosts', type: 'list', required: true, helpKey: 'terminal.meta.hostsHelp' },
      { key: 'INDEX', labelKey: 'terminal.meta.index', default: 'jumpserver' },
      { key: 'IGNORE_VERIFY_CERTS', labelKey: 'terminal.meta.ignoreVerifyCerts', type: 'boolean', default: false },
    ],
  },
})
