// The deterministic seed: same ids, names and relations on every run (fixed PRNG seed); dates are offsets from
// the start of the current day so that "last 7 days" views have data.
import { Prng } from '../engine/prng'
import type { MockState } from '../engine/state'
import { seedCore, type SeedContext } from './core'
import { seedGeneric } from './generic'
import { seedAudits } from './audits'
import { seedNotifications } from './notifications'
import { seedAssets } from './assets'
import { seedTerminal } from './terminal'
import { seedPerms } from './perms'
import { seedTicketsAndOps } from './tickets-ops'
import { seedXpack } from './xpack'

export function seedDatabase(state: MockState): void {
  const now = Date.now()
  const c: SeedContext = {
    state,
    rng: new Prng(state.config.seed),
    anchor: now - (now % (24 * 3600 * 1000)),
    scale: state.config.scale,
    orgs: [],
    users: [],
  }
  seedCore(c)
  const assets = seedAssets(c)
  seedTerminal(c, assets)
  seedPerms(c, assets)
  seedTicketsAndOps(c, assets)
  seedAudits(c)
  seedNotifications(c)
  seedXpack(c, assets)
  seedGeneric(c)
}

/** Drops every row, session, token and cache entry and seeds again. */
export function reseed(state: MockState): void {
  for (const name of state.db.names()) state.db.collection(name).clear()
  state.sessions.clear()
  state.tokens.clear()
  state.spm.clear()
  state.loginFailures.clear()
  seedDatabase(state)
  state.changed()
}
