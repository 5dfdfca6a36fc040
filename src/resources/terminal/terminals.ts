// Terminal components (/terminal/terminal, super only): the list (first tab of the terminal page), their
// settings (which storages they write to) and a detail with their load (SESS-08).
import { defineResource } from '../../components/resource/define'
import { terminalTerminalsList, terminalTerminalsRetrieve, terminalTerminalsUpdate } from '../../generated/operations/terminal'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.Terminal,
  { list: terminalTerminalsList, retrieve: terminalTerminalsRetrieve, update: terminalTerminalsUpdate },
  {
    list: {
      columns: [
        'name',
        'type',
        'remote_addr',
        'session_online',
        { field: 'status_display', labelKey: 'terminal.load' },
        { field: 'is_alive', kind: 'boolean' },
        { field: 'is_accepted', kind: 'boolean' },
        'command_storage',
        'replay_storage',
        'ssh_port',
        'http_port',
        'date_created',
        'comment',
      ],
      columnsShow: { min: ['name'], default: ['name', 'type', 'remote_addr', 'session_online', 'status_display', 'is_alive'] },
      import: false,
    },
    form: {
      layout: [
        ['terminal.basic', ['name', 'remote_addr', 'ssh_port', 'http_port']],
        ['terminal.storages', ['command_storage', 'replay_storage']],
        ['terminal.other', ['comment']],
      ],
      overrides: {
        // Storages are chosen by name (the server's field is the storage name, not its id).
        command_storage: { widget: 'text', helpKey: 'terminal.storageByName' },
        replay_storage: { widget: 'text', helpKey: 'terminal.storageByName' },
      },
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'name',
            'type',
            'remote_addr',
            'ssh_port',
            'http_port',
            'session_online',
            { field: 'status_display', labelKey: 'terminal.load' },
            'is_alive',
            'is_accepted',
            'command_storage',
            'replay_storage',
            // the latest load the component reported (`stat`)
            { field: 'cpu_load', labelKey: 'terminal.cpuLoad', value: (o) => o.stat?.cpu_load ?? '' },
            { field: 'memory_used', labelKey: 'terminal.memoryUsed', value: (o) => o.stat?.memory_used ?? '' },
            { field: 'disk_used', labelKey: 'terminal.diskUsed', value: (o) => o.stat?.disk_used ?? '' },
            'date_created',
            'comment',
          ],
        },
      ],
    },
  },
)
