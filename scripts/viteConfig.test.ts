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

describe('issue 22: the start-up calls leave with the page', () => {
  it('preloads the guard’s settings, profile and organisation calls, with the credentials mode of the requests that take them', async () => {
    const { preloadStartupCalls } = await import('../vite.config')
    const { settingsPublic } = await import('../src/generated/operations/settings')
    const { usersProfileRetrieve } = await import('../src/generated/operations/users')
    const { orgsOrgsCurrent } = await import('../src/generated/operations/orgs')
    type Hooks = { configResolved(c: { mode: string }): void; transformIndexHtml(): Array<{ tag: string; attrs: Record<string, string> }> }
    const links = (() => {
      const plugin = preloadStartupCalls() as unknown as Hooks
      plugin.configResolved({ mode: 'production' })
      return plugin.transformIndexHtml()
    })()
    expect(links.map((l) => l.attrs.href)).toEqual([settingsPublic.path, usersProfileRetrieve.path, orgsOrgsCurrent.path])
    for (const link of links)
      expect(link).toMatchObject({ tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials' } })
  })

  it('preloads nothing in the demo, whose backend runs in the page after its first script', async () => {
    const { preloadStartupCalls } = await import('../vite.config')
    const plugin = preloadStartupCalls() as unknown as { configResolved(c: { mode: string }): void; transformIndexHtml(): unknown[] }
    plugin.configResolved({ mode: 'demo' })
    expect(plugin.transformIndexHtml()).toEqual([])
  })
})
