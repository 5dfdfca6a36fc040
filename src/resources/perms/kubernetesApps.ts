// Kubernetes (/applications/kubernetes): clusters reached through their API server URL.
import { RESOURCES } from '../identities'
import { applicationConfig, attrColumn } from './shared'

export default applicationConfig(RESOURCES.KubernetesApp, {
  category: 'cloud',
  attrs: ['cluster'],
  columns: [attrColumn('cluster')],
})
