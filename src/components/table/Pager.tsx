// LIST-15/16, DTABLE-32: total, page sizes, previous, at most 5 page buttons, next and a page jumper.
// Drawn with the browser's own buttons and input under one stylesheet (issue 22): MUI's Select, TextField and
// PaginationItem are some twenty styled components and a chunk of code a list's first render does not need. The
// page-size list box is MUI's menu, loaded when it first opens (or when the size box is hovered or focused).
import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pageCount } from '../data/listQuery'
import { pagerItems } from '../data/pager'
import { LazyMenu, loadParts } from './lazyParts'

export interface PagerProps {
  page: number
  size: number
  total: number
  sizes: readonly number[]
  onPage(page: number): void
  onSize(size: number): void
  align?: 'center' | 'flex-end' | 'flex-start'
}

const preloadMenu = () => void loadParts()

/** An icon the size of MUI's, drawn inline (no component per icon). */
function Icon({ d, className }: { d: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}
const BEFORE = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z'
const NEXT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z'
const DROP_DOWN = 'M7 10l5 5 5-5z'

/** The look of MUI's small outlined field (the size box and the page jumper). */
function outlined(theme: Theme) {
  return {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    boxSizing: 'content-box',
    height: '1.4375em',
    margin: 0,
    padding: '8.5px 14px',
    color: theme.palette.text.primary,
    background: 'transparent',
    border: '1px solid rgba(0, 0, 0, 0.23)',
    borderRadius: `${theme.shape.borderRadius}px`,
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus': { outline: 'none', borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
  }
}

/** One stylesheet for the whole pager (MUI's small text pagination items, outlined fields). */
function pagerSx(theme: Theme) {
  const { palette } = theme
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    flexWrap: 'wrap',
    py: 1,
    '& .pager-total': { ...theme.typography.body2 },
    '& .pager-size': {
      ...outlined(theme),
      position: 'relative',
      minWidth: 62,
      paddingRight: '32px',
      textAlign: 'left',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
    },
    '& .pager-size-icon': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - 0.5em)',
      width: '1em',
      height: '1em',
      fontSize: theme.typography.pxToRem(24),
      fill: palette.action.active,
      pointerEvents: 'none',
    },
    '& .pager-jump': { ...outlined(theme), width: 48 },
    '& .pager-item': {
      ...theme.typography.body2,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 26,
      height: 26,
      borderRadius: 13,
      padding: '0 4px',
      margin: '0 1px',
      border: 0,
      color: palette.text.primary,
      background: 'transparent',
      cursor: 'pointer',
      transition: theme.transitions.create(['color', 'background-color'], { duration: theme.transitions.duration.short }),
      '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&:focus-visible': { outline: 'none', backgroundColor: palette.action.focus },
      '&:disabled': { opacity: palette.action.disabledOpacity, cursor: 'default', backgroundColor: 'transparent' },
      '&[aria-current=page]': {
        backgroundColor: palette.action.selected,
        '&:hover': { backgroundColor: palette.action.focus },
      },
    },
    '& .pager-ellipsis': { cursor: 'default', '&:hover': { backgroundColor: 'transparent' } },
    '& .pager-item-icon': { width: '1em', height: '1em', fontSize: theme.typography.pxToRem(18), margin: '0 -8px', fill: 'currentColor' },
  } as const
}

export function Pager({ page, size, total, sizes, onPage, onSize, align = 'flex-end' }: PagerProps) {
  const { t } = useTranslation()
  const count = pageCount(total, size)
  const [jump, setJump] = useState('')
  const [sizeAnchor, setSizeAnchor] = useState<HTMLElement | null>(null)
  const go = (p: number) => {
    const target = Math.min(count, Math.max(1, p))
    if (target !== page) onPage(target)
  }
  return (
    <Box component="nav" aria-label={t('table.pagination')} sx={pagerSx} style={{ justifyContent: align }}>
      <span className="pager-total" data-testid="pager-total">
        {t('table.total', { count: total })}
      </span>
      {/* a select's combobox: opens its list box on click, Enter, Space or the arrow keys */}
      <button
        type="button"
        className="pager-size"
        role="combobox"
        aria-label={t('table.pageSize')}
        aria-haspopup="listbox"
        aria-expanded={Boolean(sizeAnchor)}
        onClick={(e) => setSizeAnchor(e.currentTarget)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
          e.preventDefault()
          setSizeAnchor(e.currentTarget)
        }}
        onMouseEnter={preloadMenu}
        onFocus={preloadMenu}
      >
        {t('table.perPage', { size })}
        <Icon className="pager-size-icon" d={DROP_DOWN} />
      </button>
      <LazyMenu
        anchor={sizeAnchor}
        open={Boolean(sizeAnchor)}
        listbox={t('table.pageSize')}
        matchWidth
        onClose={() => setSizeAnchor(null)}
        items={sizes.map((s) => ({
          key: String(s),
          label: t('table.perPage', { size: s }),
          selected: s === size,
          onClick: () => onSize(s),
        }))}
      />
      <button type="button" className="pager-item" disabled={page <= 1} onClick={() => go(page - 1)} aria-label={t('table.previousPage')}>
        <Icon className="pager-item-icon" d={BEFORE} />
      </button>
      {pagerItems(page, count).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="pager-item"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('table.goToPage', { page: item })}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <div key={item} className="pager-item pager-ellipsis">
            …
          </div>
        ),
      )}
      <button type="button" className="pager-item" disabled={page >= count} onClick={() => go(page + 1)} aria-label={t('table.nextPage')}>
        <Icon className="pager-item-icon" d={NEXT} />
      </button>
      <input
        className="pager-jump"
        value={jump}
        aria-label={t('table.jumpTo')}
        inputMode="numeric"
        onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && jump) {
            go(Number(jump))
            setJump('')
          }
        }}
      />
    </Box>
  )
}
