// Command storages: where session commands are kept — the server's database or Elasticsearch (the contract's
// `meta` oneOf, SESS-07 / ENT-26).
import { defineResource } from '../../components/resource/define'
import {
  terminalCommandStoragesCreate,
  terminalCommandStoragesList,
  terminalCommandStoragesPartialUpdate,
  terminalCommandStoragesRetrieve,
  terminalCommandStoragesTestConnective,
  terminalCommandStoragesUpdate,
} from '../../generated/operations/terminal'
import { RESOURCES } from '../identities'
import { storageConfig } from './shared'

/** The platform takes an Elasticsearch address only as http(s)://host:port, the port in digits. */
export function esHostError(hosts: unknown): string | undefined {
  for (const host of Array.isArray(hosts) ? hosts : [hosts]) {
    const m = /^(https?):\/\/([^/?#]*)/i.exec(String(host).trim())
    const authority = m?.[2].split('@').pop() ?? ''
    const at = authority.lastIndexOf(':')
    if (!m || at < 0) return 'terminal.meta.hostsFormat'
    if (at === 0) return 'terminal.meta.hostsHost'
    if (!/^\d+$/.test(authority.slice(at + 1))) return 'terminal.meta.hostsPort'
  }
  return undefined
}

const ops = {
  list: terminalCommandStoragesList,
  retrieve: terminalCommandStoragesRetrieve,
  create: terminalCommandStoragesCreate,
  update: terminalCommandStoragesUpdate,
}

export default defineResource(
  RESOURCES.CommandStorage,
  ops,
  storageConfig(RESOURCES.CommandStorage, {
    tab: 'commandStorages',
    create: ops.create,
    test: terminalCommandStoragesTestConnective,
    setDefault: terminalCommandStoragesPartialUpdate,
    variants: {
      container: 'meta',
      by: 'type',
      shapes: {
        es: [
          {
            key: 'HOSTS',
            labelKey: 'terminal.meta.hosts',
            type: 'list',
            required: true,
            helpKey: 'terminal.meta.hostsHelp',
            validate: esHostError,
          },
          { key: 'INDEX', labelKey: 'terminal.meta.index', default: 'jumpserver' },
          { key: 'IGNORE_VERIFY_CERTS', labelKey: 'terminal.meta.ignoreVerifyCerts', type: 'boolean', default: false },
        ],
      },
    },
  }),
)
