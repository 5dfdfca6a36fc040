// A transfer list over a related list: search the available items on the left (pages loaded while scrolling),
// move them to the chosen list on the right, or back.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultOptionLabel, nearBottom, useLoadWhileShort, useRelationItems, useRelationOptions, type Item } from './relationData'

export interface TransferListProps {
  url: string
  query?: Record<string, string>
  value: string[]
  onChange(value: string[]): void
  label: string
  error?: string
  helperText?: string
  disabled?: boolean
  optionLabel?: (item: Item) => string
}

export function TransferList({
  url,
  query,
  value,
  onChange,
  label,
  error,
  helperText,
  disabled,
  optionLabel = defaultOptionLabel,
}: TransferListProps) {
  const { t } = useTranslation()
  const [input, setInput] = useState('')
  const [search, setSearch] = useState('')
  const [left, setLeft] = useState<Set<string>>(new Set())
  const [right, setRight] = useState<Set<string>>(new Set())
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 300)
    return () => clearTimeout(timer)
  }, [input])
  const options = useRelationOptions(url, query, search)
  const [initialIds] = useState(() => value)
  const initial = useRelationItems(url, query, initialIds)
  const loaded = useMemo(() => options.data?.pages.flatMap((p) => p.items) ?? [], [options.data])
  const [picked, setPicked] = useState<Record<string, string>>({})
  const labels = useMemo(() => {
    const out: Record<string, string> = {}
    for (const item of initial.data ?? []) out[String(item.id)] = optionLabel(item)
    Object.assign(out, picked)
    for (const item of loaded) out[String(item.id)] = optionLabel(item)
    return out
  }, [initial.data, picked, loaded, optionLabel])
  const chosen = new Set(value)
  const available = loaded.map((i) => String(i.id)).filter((id) => !chosen.has(id))
  const [availableList, setAvailableList] = useState<HTMLElement | null>(null)
  useLoadWhileShort(availableList, options, available.length)
  const toggle = (set: Set<string>, id: string) => {
    const next = new Set(set)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  }
  const column = (
    ids: string[],
    checked: Set<string>,
    setChecked: (s: Set<string>) => void,
    title: string,
    onScroll?: (el: HTMLElement) => void,
    listRef?: (el: HTMLElement | null) => void,
  ) => (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', fontSize: 14 }}>{title}</Box>
      <List
        ref={listRef}
        dense
        role="listbox"
        aria-label={title}
        sx={{ height: 240, overflow: 'auto' }}
        onScroll={(e) => onScroll?.(e.currentTarget)}
      >
        {ids.map((id) => (
          <ListItemButton
            key={id}
            role="option"
            aria-selected={checked.has(id)}
            onClick={() => setChecked(toggle(checked, id))}
            disabled={disabled}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              {/* the option's aria-selected says whether it is ticked: the box is drawn only, no control inside an option */}
              {checked.has(id) ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={labels[id] ?? id} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  )
  return (
    <Box>
      <FormLabel error={Boolean(error)}>{label}</FormLabel>
      <TextField
        size="small"
        fullWidth
        value={input}
        onChange={(e) => setInput(e.target.value)}
        placeholder={t('form.searchAvailable')}
        sx={{ my: 1 }}
        slotProps={{ htmlInput: { 'aria-label': t('form.searchAvailable') } }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {column(
          available,
          left,
          setLeft,
          t('form.available'),
          (el) => {
            if (nearBottom(el) && options.hasNextPage && !options.isFetchingNextPage) void options.fetchNextPage()
          },
          setAvailableList,
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('form.moveRight')}
            disabled={disabled || left.size === 0}
            onClick={() => {
              const moved = available.filter((id) => left.has(id))
              setPicked((p) => ({ ...p, ...Object.fromEntries(moved.map((id) => [id, labels[id] ?? id])) }))
              onChange([...value, ...moved])
              setLeft(new Set())
            }}
          >
            <ChevronRightIcon />
          </Button>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('form.moveLeft')}
            disabled={disabled || right.size === 0}
            onClick={() => {
              onChange(value.filter((id) => !right.has(id)))
              setRight(new Set())
            }}
          >
            <ChevronLeftIcon />
          </Button>
        </Box>
        {column(value, right, setRight, t('form.chosen', { count: value.length }))}
      </Box>
      {(error ?? helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
    </Box>
  )
}
