// @vitest-environment happy-dom
// The in-page probe (probe.js) in a DOM: first-row detection, interaction timing, tree expansion.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const SOURCE = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'probe.js'), 'utf8')

interface Probe {
  state(): { firstRowDom: number | null; seq: number; start: number | null; inflight: number }
  arm(types: string[]): void
  elapsed(): number | null
  painted(): boolean
  domElements(): number
  expandAll(root: string, quietMs: number, limit: number): Promise<{ durations?: number[]; error?: string }>
}

const probe = () => (window as unknown as { __bench: Probe }).__bench
const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms))

// The page's own fetch, below the probe's wrapper: answers when the test says so.
const answers: Array<() => void> = []
function pageFetch(): Promise<Response> {
  return new Promise((resolve) => answers.push(() => resolve(new Response('{}'))))
}

beforeAll(() => {
  window.fetch = pageFetch as typeof window.fetch
  // The probe is sent to browsers as source text; run it the same way.
  new Function(SOURCE)()
})

describe('probe', () => {
  it('is installed once', () => {
    const first = probe()
    new Function(SOURCE)()
    expect(probe()).toBe(first)
  })

  it('notes when the first data row enters the DOM, not before', async () => {
    document.body.innerHTML = '<div role="row">header</div>'
    await settle()
    expect(probe().state().firstRowDom).toBeNull()
    // a list's loading or empty placeholder is a row of the table, but not a data row
    document.body.insertAdjacentHTML('beforeend', '<table><tbody><tr><td colspan="3"></td></tr></tbody></table>')
    await settle()
    expect(probe().state().firstRowDom).toBeNull()
    document.body.insertAdjacentHTML('beforeend', '<table><tbody><tr data-id="1"><td>alice</td></tr></tbody></table>')
    await settle()
    expect(probe().state().firstRowDom).toEqual(expect.any(Number))
  })

  it('times an interaction from its event to the frame after the DOM changed', async () => {
    document.body.innerHTML = '<button>sort</button><p></p>'
    await settle()
    probe().arm(['click'])
    expect(probe().elapsed()).toBeNull()
    const button = document.querySelector('button')!
    button.addEventListener('click', () => setTimeout(() => (document.querySelector('p')!.textContent = 'sorted'), 30), { once: true })
    button.click()
    expect(probe().state().start).toEqual(expect.any(Number))
    await settle(120)
    expect(probe().painted()).toBe(true)
    expect(probe().elapsed()).toBeGreaterThanOrEqual(25)
  })

  it('counts attribute changes but not styles and classes', async () => {
    document.body.innerHTML = '<div role="dialog" hidden></div>'
    await settle()
    const before = probe().state().seq
    const dialog = document.querySelector('div')!
    dialog.style.opacity = '0.5'
    dialog.className = 'entering'
    await settle()
    expect(probe().state().seq).toBe(before)
    dialog.hidden = false
    await settle()
    expect(probe().state().seq).toBe(before + 1)
  })

  it('ignores DOM changes inside touch ripples', async () => {
    document.body.innerHTML = '<span class="MuiTouchRipple-root"></span>'
    await settle()
    const before = probe().state().seq
    document.querySelector('span')!.append(document.createElement('span'))
    await settle()
    expect(probe().state().seq).toBe(before)
  })

  it('counts fetches in flight until they answer', async () => {
    expect(probe().state().inflight).toBe(0)
    const call = window.fetch('/api/v1/users/users/')
    expect(probe().state().inflight).toBe(1)
    answers.shift()!()
    await call
    expect(probe().state().inflight).toBe(0)
  })

  it('expands every collapsed tree item with ArrowRight and times each', async () => {
    document.body.innerHTML =
      '<ul role="tree" id="t"><li role="treeitem" aria-expanded="false" data-depth="0">root<ul role="group"></ul></li></ul>'
    document.getElementById('t')!.addEventListener('keydown', (e) => {
      const item = (e.target as HTMLElement).closest('[role="treeitem"]') as HTMLElement
      if ((e as KeyboardEvent).key !== 'ArrowRight' || item.getAttribute('aria-expanded') !== 'false') return
      item.setAttribute('aria-expanded', 'true')
      const depth = Number(item.dataset.depth)
      if (depth < 2) {
        setTimeout(() => {
          item.querySelector(':scope > [role="group"]')!.innerHTML = [1, 2]
            .map((n) => `<li role="treeitem" aria-expanded="false" data-depth="${depth + 1}">n${n}<ul role="group"></ul></li>`)
            .join('')
        }, 5)
      }
    })
    const out = await probe().expandAll('#t', 100, 100)
    expect(out.error).toBeUndefined()
    // root, its 2 children and their 4 children (leaves are expandable too and open empty)
    expect(out.durations).toHaveLength(7)
    expect(out.durations!.every((d) => d >= 0)).toBe(true)
    expect(document.querySelectorAll('[aria-expanded="false"]')).toHaveLength(0)
  })

  it('scrolls a virtualised tree (only the rows in view are drawn) to reach every collapsed item', async () => {
    // 30 top-level nodes, each with one leaf; 5 rows are drawn at a time, 20 px each
    const ROW = 20
    const VIEW = 5
    const open = new Set<number>()
    const rows = () => Array.from({ length: 30 }, (_, i) => i).flatMap((i) => (open.has(i) ? [`n${i}`, `n${i}-leaf`] : [`n${i}`]))
    document.body.innerHTML = '<div role="tree" id="v"><div id="scroller"></div></div>'
    const scroller = document.getElementById('scroller')!
    let top = 0
    Object.defineProperty(scroller, 'clientHeight', { get: () => VIEW * ROW })
    Object.defineProperty(scroller, 'scrollHeight', { get: () => rows().length * ROW })
    Object.defineProperty(scroller, 'scrollTop', { get: () => top, set: (v: number) => void (top = v) })
    const draw = () => {
      const first = Math.floor(top / ROW)
      scroller.innerHTML = rows()
        .slice(first, first + VIEW)
        .map(
          (name) =>
            `<div role="treeitem" data-name="${name}" aria-expanded="${name.endsWith('-leaf') || open.has(Number(name.slice(1))) ? 'true' : 'false'}">${name}</div>`,
        )
        .join('')
    }
    scroller.addEventListener('scroll', draw)
    document.getElementById('v')!.addEventListener('keydown', (e) => {
      const target = e.target as HTMLElement
      const name = target.dataset.name ?? ''
      open.add(Number(name.slice(1)))
      target.setAttribute('aria-expanded', 'true')
      setTimeout(draw, 2)
    })
    draw()
    const out = await probe().expandAll('#v', 100, 100)
    expect(out.error).toBeUndefined()
    expect(out.durations).toHaveLength(30)
    expect(open.size).toBe(30)
  })

  it('reports a tree that does not expand instead of looping', async () => {
    document.body.innerHTML =
      '<ul role="tree" id="dead"><li role="treeitem" aria-expanded="false">x</li><li role="treeitem" aria-expanded="false">y</li><li role="treeitem" aria-expanded="false">z</li><li role="treeitem" aria-expanded="false">w</li></ul>'
    const out = await probe().expandAll('#dead', 10, 100)
    expect(out.error).toMatch(/did not expand/)
  })

  it('reports a missing tree', async () => {
    expect((await probe().expandAll('#nothing', 10, 10)).error).toBe('no #nothing')
  })
})
