// The terminal area's routes (configs load with their pages). Storages have create/update routes only; their
// lists are tabs of the terminal page.
import { resourceRoutes } from '../../components/resource/resourceRoutes'

export const terminalRoutes = resourceRoutes(() => import('./terminals'), {
  name: 'Terminal',
  path: '/terminal/terminal',
  screens: ['list', 'update', 'detail'],
  pages: { list: () => import('./TerminalPage') },
})
export const replayStorageRoutes = resourceRoutes(() => import('./replayStorages'), { name: 'ReplayStorage', path: '/terminal/storages/replay-storage', screens: ['create', 'update'] })
export const commandStorageRoutes = resourceRoutes(() => import('./commandStorages'), { name: 'CommandStorage', path: '/terminal/storages/command-storage', screens: ['create', 'update'] })
export const sessionRoutes = resourceRoutes(() => import('./sessions'), { name: 'Session', path: '/terminal/sessions', screens: ['list', 'detail'] })
// commands are listed per command storage: the page chooses one first
export const commandRoutes = resourceRoutes(() => import('./commands'), { name: 'Command', path: '/terminal/commands', screens: ['list'], pages: { list: () => import('./CommandListPage') } })
