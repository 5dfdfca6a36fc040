// The production build ships no mock service worker (only the demo serves public/), and carries the strict policy
// as a <meta> for hosts that cannot send the header (issue 23).
import path from 'node:path'
import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'

const configFile = path.resolve(import.meta.dirname, '../vite.config.ts')

describe('vite.config.ts', () => {
  it('serves and builds public/ (the mock service workers) only in the demo mode', async () => {
    const production = await resolveConfig({ configFile }, 'build', 'production')
    expect(production.publicDir).toBe('')
    const demo = await resolveConfig({ configFile, mode: 'demo' }, 'build', 'demo')
    expect(demo.publicDir.endsWith(`${path.sep}public`)).toBe(true)
  })
})
