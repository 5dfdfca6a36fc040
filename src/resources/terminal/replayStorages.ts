// Replay storages: where session recordings are kept — the server, or an object store whose settings depend on
// the type (the contract's `meta` oneOf, SESS-07 / ENT-26).
import { defineResource } from '../../components/resource/define'
import {
  terminalReplayStoragesCreate,
  terminalReplayStoragesList,
  terminalReplayStoragesPartialUpdate,
  terminalReplayStoragesRetrieve,
  terminalReplayStoragesTestConnective,
  terminalReplayStoragesUpdate,
} from '../../generated/operations/terminal'
import { RESOURCES } from '../identities'
import type { VariantField } from './variants'
import { storageConfig, type StorageMetaKey } from './shared'

const ops = {
  list: terminalReplayStoragesList,
  retrieve: terminalReplayStoragesRetrieve,
  create: terminalReplayStoragesCreate,
  update: terminalReplayStoragesUpdate,
}

/** The settings of the object stores (s3, ceph, oss, obs; swift adds its own). */
const bucket: Array<VariantField<StorageMetaKey<typeof ops.create>>> = [
  { key: 'BUCKET', labelKey: 'terminal.meta.bucket', required: true },
  { key: 'ACCESS_KEY', labelKey: 'terminal.meta.accessKey', secret: true },
  { key: 'SECRET_KEY', labelKey: 'terminal.meta.secretKey', secret: true },
  { key: 'ENDPOINT', labelKey: 'terminal.meta.endpoint', required: true },
]

export default defineResource(
  RESOURCES.ReplayStorage,
  ops,
  storageConfig(RESOURCES.ReplayStorage, {
    tab: 'replayStorages',
    create: ops.create,
    test: terminalReplayStoragesTestConnective,
    setDefault: terminalReplayStoragesPartialUpdate,
    variants: {
      container: 'meta',
      by: 'type',
      shapes: {
        s3: bucket,
        ceph: bucket,
        oss: bucket,
        obs: bucket,
        swift: [
          ...bucket,
          { key: 'REGION', labelKey: 'terminal.meta.region', required: true },
          { key: 'PROTOCOL', labelKey: 'terminal.meta.protocol', type: 'choice', choices: ['http', 'https'], default: 'http' },
        ],
        azure: [
          { key: 'CONTAINER_NAME', labelKey: 'terminal.meta.containerName', required: true },
          { key: 'ACCOUNT_NAME', labelKey: 'terminal.meta.accountName', required: true },
          { key: 'ACCOUNT_KEY', labelKey: 'terminal.meta.accountKey', required: true, secret: true },
          {
            key: 'ENDPOINT_SUFFIX',
            labelKey: 'terminal.meta.endpointSuffix',
            type: 'choice',
            choices: ['core.chinacloudapi.cn', 'core.windows.net'],
            default: 'core.chinacloudapi.cn',
          },
        ],
      },
    },
  }),
)
