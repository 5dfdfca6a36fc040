// Remote apps (/applications/remote-apps): programs run on a Windows asset (Chrome, MySQL Workbench, vSphere
// client or a custom one); each type has its own `attrs` fields (DOM-06).
import { RESOURCES } from '../identities'
import { appAssetName, applicationConfig, attrColumn } from './shared'

export default applicationConfig(RESOURCES.RemoteApp, {
  category: 'remote_app',
  attrs: [
    'asset',
    'path',
    'chrome_target',
    'chrome_username',
    'chrome_password',
    'mysql_workbench_ip',
    'mysql_workbench_port',
    'mysql_workbench_name',
    'mysql_workbench_username',
    'mysql_workbench_password',
    'vmware_target',
    'vmware_username',
    'vmware_password',
    'custom_cmdline',
    'custom_target',
    'custom_username',
    'custom_password',
  ],
  columns: [attrColumn('asset', appAssetName), attrColumn('path')],
})
