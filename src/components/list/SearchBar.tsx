// LIST-02..04: the search bar with tag filters. Choose a filter (its label), then a choice (shown by display name,
// sent by value) or type a value and press Enter; free text without a filter is the `search` keyword. Tags are
// removed with their cross, or the last one with Backspace in an empty box.
import MuiClearIcon from '@mui/icons-material/Clear'
import MuiSearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useRef, useState, type KeyboardEvent } from 'react'
import type { Theme } from '@mui/material/styles'
import { alpha } from '@mui/system/colorManipulator'
import { useTranslation } from 'react-i18next'
import { normaliseList } from '../../http/list'
import { fetchList, splitUrl } from '../api/requests'
import { PlainIconButton } from '../common/PlainIconButton'
import { LazySearchPopup, loadParts, useUsed } from '../table/lazyParts'
import { plainIcon } from '../common/plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const ClearIcon = plainIcon(MuiClearIcon)
const SearchIcon = plainIcon(MuiSearchIcon)

// the drop-down list loads when the box is first hovered or focused, and is drawn once it first opens
const preloadPopup = () => void loadParts()

export interface SearchFilter {
  field: string
  label: string
  choices?: Array<{ value: string; label: string }>
  /** Choices read from a related list: label from `name`, value from `id`. */
  url?: string
}

export interface SearchBarProps {
  filters: SearchFilter[]
  search: string
  values: Record<string, string>
  onChange(search: string, values: Record<string, string>): void
}

function useUrlChoices(filter: SearchFilter | undefined, enabled: boolean) {
  const url = filter?.url
  return useQuery({
    queryKey: ['filter-choices', url],
    enabled: Boolean(url) && enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const { path, query } = splitUrl(url as string)
      const body = await fetchList(path, { ...query, offset: '0', limit: '100' }, signal)
      return normaliseList<Record<string, unknown>>(body as never).results.map((i) => ({
        value: String(i.id),
        label: String(i.name ?? i.id),
      }))
    },
  })
}

const CANCEL =
  'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z'

/**
 * A search tag: MUI's small deletable chip drawn with plain elements under the bar's one stylesheet (`.tag`). It is
 * a button that Backspace or Delete removes, with a cross that removes it on click, as MUI's chip is.
 */
function Tag({ label, onDelete, pending }: { label: string; onDelete(): void; pending?: boolean }) {
  return (
    <div
      className={pending ? 'tag tag-pending' : 'tag'}
      role="button"
      tabIndex={0}
      onKeyDown={(e) => {
        // handled on key up, so that the browser does not go back a page
        if (e.currentTarget === e.target && (e.key === 'Backspace' || e.key === 'Delete')) e.preventDefault()
      }}
      onKeyUp={(e) => {
        if (e.currentTarget === e.target && (e.key === 'Backspace' || e.key === 'Delete')) onDelete()
      }}
    >
      <span className="tag-label">{label}</span>
      <svg
        className="tag-delete"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        onClick={(e) => {
          e.stopPropagation()
          onDelete()
        }}
      >
        <path d={CANCEL} />
      </svg>
    </div>
  )
}

/** The bar's stylesheet: the box, and its tags as MUI draws a small chip (filled; outlined in the primary colour while a filter waits for its value). */
function barSx(theme: Theme) {
  const { palette } = theme
  return {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 0.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    px: 1,
    py: 0.25,
    minWidth: 280,
    flex: 1,
    maxWidth: 640,
    '& .search-input': {
      flex: 1,
      minWidth: 120,
      boxSizing: 'content-box',
      height: '1.4375em',
      margin: 0,
      padding: '4px 0 5px',
      border: 0,
      outline: 0,
      background: 'none',
      color: palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: 14,
      lineHeight: '1.4375em',
      letterSpacing: 'inherit',
      '&::placeholder': { color: 'currentColor', opacity: 0.42 },
    },
    '& .tag': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 24,
      borderRadius: 12,
      border: '1px solid transparent',
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      outline: 0,
      cursor: 'default',
      '&:focus-visible': { backgroundColor: palette.action.focus },
    },
    '& .tag-label': { overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: '7px', paddingRight: '7px' },
    '& .tag-delete': {
      width: '1em',
      height: '1em',
      flexShrink: 0,
      fontSize: 16,
      margin: '0 4px 0 -4px',
      cursor: 'pointer',
      fill: 'rgba(0, 0, 0, 0.26)',
      '&:hover': { fill: 'rgba(0, 0, 0, 0.4)' },
    },
    '& .tag-pending': {
      backgroundColor: 'transparent',
      borderColor: alpha(palette.primary.main, 0.7),
      color: palette.primary.main,
      '& .tag-delete': { fill: alpha(palette.primary.main, 0.7), '&:hover': { fill: palette.primary.main } },
      '&:focus-visible': { backgroundColor: alpha(palette.primary.main, palette.action.focusOpacity) },
    },
  } as const
}

function FilterChip({ filter, value, onDelete }: { filter: SearchFilter | undefined; value: string; onDelete(): void }) {
  const remote = useUrlChoices(filter, Boolean(filter?.url))
  const choices = filter?.choices ?? remote.data
  const shown = choices?.find((c) => c.value === value)?.label ?? value
  return <Tag label={`${filter?.label ?? ''}: ${shown}`} onDelete={onDelete} />
}

export function SearchBar({ filters, search, values, onChange }: SearchBarProps) {
  const { t } = useTranslation()
  // a ref object, not a state setter as the callback ref: a state set while the list commits made React render the
  // list again in the same task, before the browser could show its first rows (issue 22)
  const anchor = useRef<HTMLDivElement>(null)
  const [text, setText] = useState('')
  const [field, setField] = useState<SearchFilter | null>(null)
  const [open, setOpen] = useState(false)
  const remote = useUrlChoices(field ?? undefined, Boolean(field?.url))
  const choices = field ? (field.choices ?? remote.data) : undefined
  const needle = text.trim().toLowerCase()

  const commit = (nextSearch: string, nextValues: Record<string, string>) => {
    onChange(nextSearch, nextValues)
    setText('')
    setField(null)
  }
  const addValue = (value: string) => {
    if (!field || !value.trim()) return
    commit(search, { ...values, [field.field]: value.trim() })
    setOpen(false)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      if (field) {
        if (choices) {
          const match = choices.find((c) => c.label.toLowerCase() === needle) ?? choices.find((c) => c.label.toLowerCase().includes(needle))
          if (match && needle) addValue(match.value)
        } else addValue(text)
      } else if (needle) {
        commit(text.trim(), values)
        setOpen(false)
      }
    } else if (e.key === 'Backspace' && text === '') {
      if (field) setField(null)
      else {
        const keys = Object.keys(values)
        if (keys.length) {
          const next = { ...values }
          delete next[keys[keys.length - 1]]
          onChange(search, next)
        } else if (search) onChange('', values)
      }
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }

  const offered = filters.filter((f) => !(f.field in values) && f.label.toLowerCase().includes(needle))
  const shownChoices = choices?.filter((c) => c.label.toLowerCase().includes(needle))
  const hasTags = Boolean(search) || Object.keys(values).length > 0
  const popupOpen = open && (field ? Boolean(shownChoices?.length) : offered.length > 0)
  const popupUsed = useUsed(popupOpen)

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box ref={anchor} sx={barSx}>
        <SearchIcon fontSize="small" color="action" />
        {search && <Tag label={`${t('list.keyword')}: ${search}`} onDelete={() => onChange('', values)} />}
        {Object.entries(values).map(([key, value]) => (
          <FilterChip
            key={key}
            filter={filters.find((f) => f.field === key) ?? { field: key, label: key }}
            value={value}
            onDelete={() => {
              const next = { ...values }
              delete next[key]
              onChange(search, next)
            }}
          />
        ))}
        {field && <Tag pending label={`${field.label}:`} onDelete={() => setField(null)} />}
        {/* the browser's own input (MUI's InputBase look, from the bar's stylesheet) */}
        <input
          className="search-input"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onMouseEnter={preloadPopup}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={field ? t('list.filterValue', { label: field.label }) : t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          role="combobox"
          aria-expanded={open}
        />
        {hasTags && (
          <PlainIconButton size="small" aria-label={t('list.clearSearch')} onClick={() => commit('', {})}>
            <ClearIcon fontSize="small" />
          </PlainIconButton>
        )}
        {popupUsed && (
          <Suspense fallback={null}>
            <LazySearchPopup
              open={popupOpen}
              anchor={anchor}
              label={field ? field.label : t('list.filters')}
              options={
                field
                  ? (shownChoices ?? []).map((c) => ({ key: c.value, label: c.label }))
                  : offered.map((f) => ({ key: f.field, label: f.label }))
              }
              onPick={(key) => {
                if (field) addValue(key)
                else {
                  setField(offered.find((f) => f.field === key) ?? null)
                  setText('')
                }
              }}
            />
          </Suspense>
        )}
      </Box>
    </ClickAwayListener>
  )
}
