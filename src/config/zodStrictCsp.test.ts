import { afterEach, describe, expect, it, vi } from 'vitest'

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }

describe('zod under a strict CSP', () => {
  afterEach(() => vi.resetModules())

  it('zod loaded after the setting parses without compiling code', async () => {
    delete holder.__zod_globalConfig
    await import('./zodStrictCsp')
    const core = await import('zod/v4/core')
    expect(core.config().jitless).toBe(true)
    expect(core.util.allowsEval.value).toBe(false)
  })

  it('zod loaded before the setting sees it too', async () => {
    delete holder.__zod_globalConfig
    const core = await import('zod/v4/core')
    await import('./zodStrictCsp')
    expect(core.config().jitless).toBe(true)
  })

  it('a parse of an object schema builds no function from a string', async () => {
    delete holder.__zod_globalConfig
    await import('./zodStrictCsp')
    const { z } = await import('zod')
    const made = vi.spyOn(globalThis, 'Function')
    const schema = z.object({ id: z.string(), n: z.number() })
    expect(schema.parse({ id: 'a', n: 1 })).toEqual({ id: 'a', n: 1 })
    expect(made).not.toHaveBeenCalled()
    made.mockRestore()
  })
})
