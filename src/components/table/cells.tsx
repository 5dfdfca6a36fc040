// Cell renderers of the generic table (DTABLE-20, DTABLE-25, DTABLE-26); the cells that edit or delete are in editCells.tsx.
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { uiUrl } from '../../config/paths'
import { httpRequest } from '../../http/client'
import { isPlainClick } from '../common/clicks'
import { MARK_NO, MARK_YES } from '../common/marks'
import { cellText } from '../data/cells'
import { formatDateTime } from '../data/dates'

const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z'
const CROSS = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z'
// MUI's small icon, drawn as a plain SVG: a list draws one per row, and an icon component is a styled render each
const ICON_STYLE = {
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  userSelect: 'none',
} as const

/** DTABLE-26: a check for true and a cross for false. */
export function BooleanCell({ value }: { value: unknown }) {
  const { t } = useTranslation()
  return <BooleanMark value={value} yes={t('common.Yes')} no={t('common.No')} />
}

/** BooleanCell with its labels given: a list translates them once for all its rows. */
export function BooleanMark({ value, yes, no }: { value: unknown; yes: string; no: string }) {
  if (value === null || value === undefined || value === '') return null
  const label = value ? yes : no
  return (
    <svg viewBox="0 0 24 24" focusable="false" role="img" aria-label={label} className={value ? MARK_YES : MARK_NO} style={ICON_STYLE}>
      <path d={value ? CHECK : CROSS} />
      <title>{label}</title>
    </svg>
  )
}

// A plain style object: one per module, not a styled component per cell (a page draws hundreds of cells).
const CUT_TEXT = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', userSelect: 'text' } as const

/**
 * Text that may be cut by the column width: the whole value shows on hover (the browser's own title, which costs
 * nothing per cell, unlike a tooltip component) and can be selected. `dir="auto"` isolates it: a right-to-left
 * override (U+202E) in a server string reverses only that string, never the text around it.
 */
export function TextCell({ value }: { value: unknown }) {
  const text = cellText(value)
  if (!text) return null
  return (
    <span title={text} style={CUT_TEXT} dir="auto">
      {text}
    </span>
  )
}

export function DateCell({ value }: { value: unknown }) {
  return <TextCell value={formatDateTime(value)} />
}

export function LinkCell({ to, value }: { to: string | null; value: unknown }) {
  const text = cellText(value)
  if (!to) return <TextCell value={text} />
  // the browser's own link, styled by the table's stylesheet (`.cell-link`) and followed through the router by the
  // table (followCellLink): no styled component nor router link per row (issue 22)
  return (
    <a className="cell-link" href={uiUrl(to)} data-route={to} dir="auto">
      {text}
    </a>
  )
}

/**
 * A plain left click on a cell's link (LinkCell) opens its page through the router, as the router's own link would; a
 * click with a modifier key (a new tab, a new window) is left to the browser. For the table's click handler.
 */
export function followCellLink(e: MouseEvent, navigate: (to: string) => unknown): void {
  if (e.defaultPrevented || !isPlainClick(e)) return
  const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.cell-link[data-route]') : null
  const to = link?.dataset.route
  if (!to) return
  e.preventDefault()
  void navigate(to)
}

/**
 * DTABLE-20: hides its value until clicked. With `fetchUrl` it instead asks the server for a list of items
 * with `name` (e.g. granted system users) and lists those names.
 */
export function ShowOnDemandCell({ value, fetchUrl }: { value?: unknown; fetchUrl?: string }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const reveal = async () => {
    if (!fetchUrl) {
      setShown(cellText(value))
      return
    }
    setBusy(true)
    try {
      const items = await httpRequest<Array<{ name?: string }>>({ url: fetchUrl, method: 'GET' })
      setShown(
        (Array.isArray(items) ? items : [])
          .map((i) => i.name ?? '')
          .filter(Boolean)
          .join(', '),
      )
    } catch {
      // the HTTP layer has shown the error
    } finally {
      setBusy(false)
    }
  }
  if (shown !== null) return <TextCell value={shown} />
  return (
    // a link-looking button styled by the table's stylesheet (`.cell-button`)
    <button type="button" className="cell-button" onClick={() => void reveal()} disabled={busy}>
      {fetchUrl ? t('table.show') : '******'}
    </button>
  )
}
