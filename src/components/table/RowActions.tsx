// DTABLE-06/07: a row's action buttons; with more than two, the first stays and the rest open from More.
// The buttons are the browser's own, styled by the table's one stylesheet (DataTableView: `.row-btn`): a page
// draws two or three per row, and MUI's Button is five components and its own styles each (issue 9).
import { useState } from 'react'
import { ROW_BUTTON_COLORS, splitActions, type RowActionModel } from '../data/rowActions'
import { LazyMenu, preloadActions } from './lazyParts'

export interface RowActionsProps {
  actions: RowActionModel[]
  onAction(name: string): void
  /** The list's translation (a page draws a row's buttons per row: no translation hook of their own). */
  t(key: string): string
}

export function RowActions({ actions, onAction, t }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const { inline, more } = splitActions(actions)
  return (
    // no wrapper: the buttons sit in the cell itself (one element less per row)
    <>
      {inline.map((a) => (
        <button
          key={a.name}
          type="button"
          className={`row-btn row-btn-${ROW_BUTTON_COLORS[a.type]}`}
          disabled={a.disabled}
          onClick={() => onAction(a.name)}
          onMouseEnter={preloadActions}
          onFocus={preloadActions}
        >
          {t(a.labelKey)}
        </button>
      ))}
      {more.length > 0 && (
        <>
          <button
            type="button"
            // its three dots are drawn by the stylesheet (`.row-btn-more`): no element per row
            className="row-btn row-btn-inherit row-btn-more"
            onClick={(e) => setAnchor(e.currentTarget)}
            onMouseEnter={preloadActions}
            onFocus={preloadActions}
            aria-haspopup="menu"
            aria-expanded={anchor ? true : undefined}
          >
            {t('table.more')}
          </button>
          {/* drawn only while open (a page has one such menu per row), from a chunk loaded on first use */}
          {anchor && (
            <LazyMenu
              anchor={anchor}
              open
              onClose={() => setAnchor(null)}
              items={more.map((a) => ({
                key: a.name,
                label: t(a.labelKey),
                disabled: a.disabled,
                danger: a.type === 'danger',
                onClick: () => onAction(a.name),
              }))}
            />
          )}
        </>
      )}
    </>
  )
}
