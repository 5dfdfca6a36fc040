import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../test/render'
import { NodeTree, type TreeNode } from './NodeTree'

// A granted tree as the platform answers it: the top level alone (a pseudo-node, then the roots, the first sent
// open), each node's children when asked for with its key. (The tests open nothing deeper than two levels: x-tree-view
// finds an item's children with a `:not()` selector that happy-dom matches too widely below that.)
const node = (id: string, name: string, pId: string, open = false): TreeNode => ({ id, name, pId, isParent: true, open })
const LEVELS: Record<string, TreeNode[]> = {
  '': [node('favorite', 'Favorites (2)', ''), node('1', 'Default (9)', '', true), node('2', 'Ops (3)', '')],
  '2': [node('2:1', 'Ops east (3)', '2')],
  '1': [node('1:1', 'East (5)', '1'), node('1:2', 'North (4)', '1')],
  '1:1': [node('1:1:1', 'Shanghai (5)', '1:1')],
  '1:2': [],
  favorite: [],
}

function Host({ onSelect = () => {}, names = LEVELS }: { onSelect?: (n: TreeNode | null) => void; names?: typeof LEVELS }) {
  const [chosen, setChosen] = useState<TreeNode | null>(null)
  const [refresh, setRefresh] = useState(0)
  const [cacheKey] = useState(() => `test-${Math.random()}`)
  const asked: string[] = ((Host as unknown as { asked: string[] }).asked ??= [])
  return (
    <>
      <button type="button" onClick={() => setChosen(null)}>
        drop
      </button>
      <button type="button" onClick={() => setRefresh((n) => n + 1)}>
        refresh
      </button>
      <NodeTree
        load={async (key) => {
          asked.push(key ?? '')
          return names[key ?? ''] ?? []
        }}
        cacheKey={cacheKey}
        label="Nodes"
        selected={chosen?.id ?? null}
        refresh={refresh}
        onSelect={(n) => {
          setChosen(n)
          onSelect(n)
        }}
      />
    </>
  )
}
const asked = () => (Host as unknown as { asked: string[] }).asked
const item = (text: string) => screen.getByText(text).closest('[role="treeitem"]') as HTMLElement

describe('NodeTree (lazy platform trees: ROUTE-UA-01, the granted-assets tabs)', () => {
  it('ROUTE-UA-01: a node sent open is drawn open with its children asked for at once; others are asked for when opened, once', async () => {
    ;(Host as unknown as { asked: string[] }).asked = []
    const { user } = renderScreen(<Host />)
    expect(await screen.findByText('East (5)')).toBeInTheDocument()
    expect(item('Default (9)')).toHaveAttribute('aria-expanded', 'true')
    expect(item('Favorites (2)')).toHaveAttribute('aria-expanded', 'false')
    expect(asked()).toEqual(['', '1'])
    const ops = () =>
      within(item('Ops (3)'))
        .getAllByTestId(/TreeView(Expand|Collapse)IconIcon/)[0]
        .closest('div') as HTMLElement
    await user.click(ops())
    expect(await screen.findByText('Ops east (3)')).toBeInTheDocument()
    expect(asked()).toEqual(['', '1', '2'])
    // opening a node does not choose it; closing and opening it again asks nothing more
    expect(item('Ops (3)')).toHaveAttribute('aria-selected', 'false')
    await user.click(ops())
    await waitFor(() => expect(item('Ops (3)')).toHaveAttribute('aria-expanded', 'false'))
    await user.click(ops())
    await waitFor(() => expect(item('Ops (3)')).toHaveAttribute('aria-expanded', 'true'))
    expect(asked()).toEqual(['', '1', '2'])
  })

  it('ROUTE-UA-01: a node whose children turn out to be none is drawn as a leaf', async () => {
    ;(Host as unknown as { asked: string[] }).asked = []
    const { user } = renderScreen(<Host />)
    await screen.findByText('North (4)')
    expect(item('North (4)')).toHaveAttribute('aria-expanded', 'false')
    await user.click(within(item('North (4)')).getByTestId('TreeViewExpandIconIcon').closest('div') as HTMLElement)
    await waitFor(() => expect(item('North (4)')).not.toHaveAttribute('aria-expanded'))
    expect(asked()).toContain('1:2')
  })

  it('ROUTE-UA-01: a click on a name chooses the node without opening it; when the page drops it, none is drawn chosen', async () => {
    const chosen: Array<string | null> = []
    const { user } = renderScreen(<Host onSelect={(n) => chosen.push(n?.id ?? null)} />)
    await user.click(await screen.findByText('Favorites (2)'))
    expect(chosen).toEqual(['favorite'])
    expect(item('Favorites (2)')).toHaveAttribute('aria-expanded', 'false')
    expect(item('Favorites (2)')).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('button', { name: 'drop' }))
    await waitFor(() => expect(item('Favorites (2)')).not.toHaveAttribute('aria-selected', 'true'))
    expect(item('Default (9)')).toHaveAttribute('aria-expanded', 'true')
  })

  it("ROUTE-UA-01: a refresh takes the top level's names again and keeps what is open", async () => {
    const names = { ...LEVELS }
    const { user } = renderScreen(<Host names={names} />)
    await screen.findByText('East (5)')
    names[''] = [node('favorite', 'Favorites (3)', ''), node('1', 'Default (9)', '', true)]
    await user.click(screen.getByRole('button', { name: 'refresh' }))
    expect(await screen.findByText('Favorites (3)')).toBeInTheDocument()
    expect(screen.getByText('East (5)')).toBeInTheDocument()
  })
})

describe('NodeTree tick boxes (batch command: ROUTE-OPS-02)', () => {
  function Ticking({ onSelect }: { onSelect(n: TreeNode | null): void }) {
    const [ticked, setTicked] = useState<Set<string>>(new Set(['1:1']))
    const [cacheKey] = useState(() => `tick-${Math.random()}`)
    return (
      <NodeTree
        load={async (key) => LEVELS[key ?? ''] ?? []}
        cacheKey={cacheKey}
        label="Nodes"
        selected={null}
        onSelect={onSelect}
        check={{
          // "Default" stands for its two children: ticked when both are, partly when one is
          stateOf: (n) =>
            n.id === '1'
              ? ticked.has('1:1') && ticked.has('1:2')
                ? true
                : ticked.has('1:1') || ticked.has('1:2')
                  ? 'some'
                  : false
              : ticked.has(n.id),
          disabledReason: (n) => (n.id === '2' ? 'cannot' : null),
          onToggle: (n, on) =>
            setTicked((s) => {
              const next = new Set(s)
              for (const id of n.id === '1' ? ['1:1', '1:2'] : [n.id]) {
                if (on) next.add(id)
                else next.delete(id)
              }
              return next
            }),
        }}
      />
    )
  }

  it('a box ticks an item without choosing it; a node partly ticked is drawn so; a refused item says why', async () => {
    const chosen: Array<TreeNode | null> = []
    const { user } = renderScreen(<Ticking onSelect={(n) => chosen.push(n)} />)
    const box = async (name: string) => screen.findByRole('checkbox', { name })
    expect(await box('East (5)')).toBeChecked()
    expect(await box('Default (9)')).toHaveAttribute('data-indeterminate', 'true')
    expect(await box('Ops (3)')).toBeDisabled()
    expect((await box('Ops (3)')).closest('[title]')).toHaveAttribute('title', 'cannot')

    await user.click(await box('North (4)'))
    expect(await box('Default (9)')).toBeChecked()
    await user.click(await box('Default (9)'))
    expect(await box('East (5)')).not.toBeChecked()
    expect(await box('North (4)')).not.toBeChecked()
    expect(chosen).toEqual([])
    // the name still chooses
    await user.click(screen.getByText('North (4)'))
    expect(chosen.map((n) => n?.id)).toEqual(['1:2'])
  })
})
