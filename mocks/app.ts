// Builds a running mock: handlers registered, state configured and seeded.
import { registerAll } from './handlers'
import { seedDatabase } from './seed'
import { handle } from './engine/pipeline'
import { MockState, configFromEnv, type MockConfig } from './engine/state'

export interface Mock {
  state: MockState
  handle(request: Request, cookies?: Record<string, string>): Promise<Response>
}

/** `seed: false` leaves the database empty (the browser runtime restoring a saved state seeds only without one). */
export function createMock(
  config: Partial<MockConfig> = {},
  env: Record<string, string | undefined> = {},
  opts: { seed?: boolean } = {},
): Mock {
  registerAll()
  const state = new MockState({ ...configFromEnv(env), ...config })
  if (opts.seed !== false) seedDatabase(state)
  return { state, handle: (request, cookies) => handle(state, request, cookies) }
}

export { configFromEnv }
