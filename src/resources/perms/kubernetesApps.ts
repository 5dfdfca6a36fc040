// Kubernetes (/applications/kubernetes): clusters reached through their API server URL.
import { applicationConfig, attrColumn } from './shared'

export default applicationConfig({
  name: 'KubernetesApp',
  path: '/applications/kubernetes',
  category: 'cloud',
  attrs: ['cluster'],
  columns: [attrColumn('cluster')],
})
