// The terminal area's routes (configs load with their pages). Storages have create/update routes only; their
// lists are tabs of the terminal page.
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { RESOURCES } from '../identities'

export const terminalRoutes = resourceRoutes(RESOURCES.Terminal, () => import('./terminals'), {
  pages: { list: () => import('./TerminalPage') },
})
export const replayStorageRoutes = resourceRoutes(RESOURCES.ReplayStorage, () => import('./replayStorages'))
export const commandStorageRoutes = resourceRoutes(RESOURCES.CommandStorage, () => import('./commandStorages'))
// one module holds the config and the list page (the online and the history views as tabs): one chunk to load
const sessionsModule = () => import('./SessionsPage')
export const sessionRoutes = resourceRoutes(RESOURCES.Session, () => sessionsModule().then((m) => ({ default: m.sessions })), {
  pages: { list: sessionsModule },
})
// commands are listed per command storage: the page chooses one first
export const commandRoutes = resourceRoutes(RESOURCES.Command, () => import('./commands'), {
  pages: { list: () => import('./CommandListPage') },
})
