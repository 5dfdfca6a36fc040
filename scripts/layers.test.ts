// Issue 22: the first screen's chunks follow the module graph (vite.config.ts, layersOf).
import { describe, expect, it } from 'vitest'
import { layersOf } from '../vite.config'

const nm = (p: string) => `/app/node_modules/${p}`
const src = (p: string) => `/app/${p}`

function graph(edges: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] } : null) }
}

describe('layersOf', () => {
  it('puts each module in the first layer that reaches it: the entry, then the shell, then the list page', () => {
    const g = graph({
      [src('src/main.tsx')]: [src('src/http/client.ts')],
      [src('src/http/client.ts')]: [],
      [src('src/app/mount.tsx')]: [src('src/app/shell.tsx'), src('src/http/client.ts')],
      [src('src/app/shell.tsx')]: [nm('react-dom/index.js')],
      [nm('react-dom/index.js')]: [],
      [src('src/components/resource/ResourceListPage.tsx')]: [src('src/list.tsx'), nm('react-dom/index.js')],
      [src('src/list.tsx')]: [],
    })
    const layers = layersOf(g, src)
    expect(layers.get(src('src/http/client.ts'))).toBe('boot')
    expect(layers.get(src('src/app/shell.tsx'))).toBe('shell')
    expect(layers.get(nm('react-dom/index.js'))).toBe('shell')
    expect(layers.get(src('src/list.tsx'))).toBe('list')
  })

  it('leaves out what only a wide package index reaches (a later page may be its only user)', () => {
    const many = Array.from({ length: 20 }, (_, i) => nm(`@mui/system/part${i}.mjs`))
    const edges: Record<string, string[]> = {
      [src('src/main.tsx')]: [],
      [src('src/app/mount.tsx')]: [nm('@mui/system/index.mjs'), nm('@mui/material/Button/index.mjs')],
      [nm('@mui/system/index.mjs')]: many,
      [nm('@mui/material/Button/index.mjs')]: [nm('@mui/material/Button/Button.mjs')],
      [nm('@mui/material/Button/Button.mjs')]: [many[3]],
      [src('src/components/resource/ResourceListPage.tsx')]: [],
    }
    for (const m of many) edges[m] = []
    const layers = layersOf(graph(edges), src)
    // a component's own small index is followed; the package's wide one is not
    expect(layers.get(nm('@mui/material/Button/Button.mjs'))).toBe('shell')
    expect(layers.get(many[3])).toBe('shell')
    expect(layers.get(many[4])).toBeUndefined()
  })

  it('gives the list’s first-request code a layer of its own before the list page, which also imports it', () => {
    const g = graph({
      [src('src/main.tsx')]: [],
      [src('src/app/mount.tsx')]: [],
      [src('src/components/list/prefetch.ts')]: [src('src/components/api/early.ts')],
      [src('src/components/api/early.ts')]: [],
      [src('src/components/data/listFieldModules.ts')]: [],
      [src('src/components/resource/ResourceListPage.tsx')]: [src('src/components/list/prefetch.ts'), src('src/list.tsx')],
      [src('src/list.tsx')]: [],
    })
    const layers = layersOf(g, src)
    expect(layers.get(src('src/components/api/early.ts'))).toBe('early')
    expect(layers.get(src('src/components/list/prefetch.ts'))).toBe('early')
    expect(layers.get(src('src/list.tsx'))).toBe('list')
  })

  it('gives a module a later page’s layer reaches through a wide index to that layer, not to a layer after it', () => {
    const many = Array.from({ length: 20 }, (_, i) => nm(`@mui/material/utils/part${i}.mjs`))
    const edges: Record<string, string[]> = {
      [src('src/main.tsx')]: [],
      [src('src/app/mount.tsx')]: [nm('@mui/material/utils/index.mjs')],
      [nm('@mui/material/utils/index.mjs')]: many,
      [src('src/components/resource/ResourceListPage.tsx')]: [nm('@mui/material/Button/Button.mjs')],
      [nm('@mui/material/Button/Button.mjs')]: [nm('@mui/material/utils/index.mjs')],
      [src('src/components/table/listParts.ts')]: [many[1], many[2]],
    }
    for (const m of many) edges[m] = []
    const layers = layersOf(graph(edges), src)
    // the list may use part 1 through the index: were it in the parts chunk, the list chunk would import that one
    expect(layers.get(many[1])).toBe('list')
    // the shell reached it through the same index first, yet the first page keeps only what it reaches directly
    expect(layers.get(many[2])).toBe('list')
  })
})
