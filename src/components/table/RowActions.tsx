// DTABLE-06/07: a row's action buttons; with more than two, the first stays and the rest open from More.
// The buttons are the browser's own, styled by the table's one stylesheet (DataTableView: `.row-btn`): a page
// draws two or three per row, and MUI's Button is five components and its own styles each (issue 9).
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROW_BUTTON_COLORS, splitActions, type RowActionModel } from '../data/rowActions'

/** Three dots, drawn for the More button. */
function MoreDots() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 3a2 2 0 1 1 0 4a2 2 0 1 1 0-4zm0 7a2 2 0 1 1 0 4a2 2 0 1 1 0-4zm0 7a2 2 0 1 1 0 4a2 2 0 1 1 0-4z" />
    </svg>
  )
}

export function RowActions({ actions, onAction }: { actions: RowActionModel[]; onAction(name: string): void }) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const { inline, more } = splitActions(actions)
  return (
    <div className="row-actions">
      {inline.map((a) => (
        <button
          key={a.name}
          type="button"
          className={`row-btn row-btn-${ROW_BUTTON_COLORS[a.type]}`}
          disabled={a.disabled}
          onClick={() => onAction(a.name)}
        >
          {t(a.labelKey)}
        </button>
      ))}
      {more.length > 0 && (
        <>
          <button
            type="button"
            className="row-btn row-btn-inherit"
            onClick={(e) => setAnchor(e.currentTarget)}
            aria-haspopup="menu"
            aria-expanded={anchor ? true : undefined}
          >
            {t('table.more')}
            <MoreDots />
          </button>
          {/* drawn only while open: a page has one such menu per row */}
          {anchor && (
            <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
              {more.map((a) => (
                <MenuItem
                  key={a.name}
                  disabled={a.disabled}
                  onClick={() => {
                    setAnchor(null)
                    onAction(a.name)
                  }}
                  sx={a.type === 'danger' ? { color: 'error.main' } : undefined}
                >
                  {t(a.labelKey)}
                </MenuItem>
              ))}
            </Menu>
          )}
        </>
      )}
    </div>
  )
}
