// Builds a running mock: handlers registered, state configured and seeded.
import { registerAll } from './handlers'
import { seedDatabase } from './seed'
import { handle } from './engine/pipeline'
import { MockState, configFromEnv, type MockConfig } from './engine/state'

export interface Mock {
  state: MockState
  handle(request: Request, cookies?: Record<string, string>): Promise<Response>
}

export function createMock(config: Partial<MockConfig> = {}, env: Record<string, string | undefined> = {}): Mock {
  registerAll()
  const state = new MockState({ ...configFromEnv(env), ...config })
  seedDatabase(state)
  return { state, handle: (request, cookies) => handle(state, request, cookies) }
}

export { configFromEnv }
