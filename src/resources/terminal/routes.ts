// The terminal area's routes (configs load with their pages). Storages have create/update routes only; their
// lists are tabs of the terminal page.
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { RESOURCES } from '../identities'

export const terminalRoutes = resourceRoutes(RESOURCES.Terminal, () => import('./terminals'), {
  pages: { list: () => import('./TerminalPage') },
})
export const replayStorageRoutes = resourceRoutes(RESOURCES.ReplayStorage, () => import('./replayStorages'))
export const commandStorageRoutes = resourceRoutes(RESOURCES.CommandStorage, () => import('./commandStorages'))
export const sessionRoutes = resourceRoutes(RESOURCES.Session, () => import('./sessions'))
// commands are listed per command storage: the page chooses one first
export const commandRoutes = resourceRoutes(RESOURCES.Command, () => import('./commands'), {
  pages: { list: () => import('./CommandListPage') },
})
