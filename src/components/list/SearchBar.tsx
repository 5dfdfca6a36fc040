// LIST-02..04: the search bar with tag filters. Choose a filter (its label), then a choice (shown by display name,
// sent by value) or type a value and press Enter; free text without a filter is the `search` keyword. Tags are
// removed with their cross, or the last one with Backspace in an empty box.
import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'
import { useQuery } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { normaliseList } from '../../http/list'
import { fetchList, splitUrl } from '../api/requests'

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

function FilterChip({ filter, value, onDelete }: { filter: SearchFilter | undefined; value: string; onDelete(): void }) {
  const remote = useUrlChoices(filter, Boolean(filter?.url))
  const choices = filter?.choices ?? remote.data
  const shown = choices?.find((c) => c.value === value)?.label ?? value
  return <Chip size="small" label={`${filter?.label ?? ''}: ${shown}`} onDelete={onDelete} />
}

export function SearchBar({ filters, search, values, onChange }: SearchBarProps) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null)
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

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        ref={setAnchor}
        sx={{
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
        }}
      >
        <SearchIcon fontSize="small" color="action" />
        {search && <Chip size="small" label={`${t('list.keyword')}: ${search}`} onDelete={() => onChange('', values)} />}
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
        {field && <Chip size="small" color="primary" variant="outlined" label={`${field.label}:`} onDelete={() => setField(null)} />}
        <InputBase
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={field ? t('list.filterValue', { label: field.label }) : t('list.searchPlaceholder')}
          inputProps={{ 'aria-label': t('list.search'), role: 'combobox', 'aria-expanded': open }}
          sx={{ flex: 1, minWidth: 120, fontSize: 14 }}
        />
        {hasTags && (
          <IconButton size="small" aria-label={t('list.clearSearch')} onClick={() => commit('', {})}>
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
        <Popper
          open={open && (field ? Boolean(shownChoices?.length) : offered.length > 0)}
          anchorEl={anchor}
          placement="bottom-start"
          sx={{ zIndex: 1300 }}
        >
          <Paper elevation={4} sx={{ minWidth: 220, maxHeight: 320, overflow: 'auto' }}>
            <List dense role="listbox" aria-label={field ? field.label : t('list.filters')}>
              {field
                ? shownChoices?.map((c) => (
                    <ListItemButton key={c.value} role="option" onClick={() => addValue(c.value)}>
                      <ListItemText primary={c.label} />
                    </ListItemButton>
                  ))
                : offered.map((f) => (
                    <ListItemButton
                      key={f.field}
                      role="option"
                      onClick={() => {
                        setField(f)
                        setText('')
                      }}
                    >
                      <ListItemText primary={f.label} />
                    </ListItemButton>
                  ))}
            </List>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  )
}
