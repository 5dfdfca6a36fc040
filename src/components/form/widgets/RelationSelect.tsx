// FORM-16..18: a select over a related list: server search, pages of 10 loaded while scrolling, and the initial
// values named through spm.
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import { useCallback, useEffect, useMemo, useState, type UIEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultOptionLabel, nearBottom, useLoadWhileShort, useRelationItems, useRelationOptions, type Item } from './relationData'

export interface RelationSelectProps {
  url: string
  query?: Record<string, string>
  multiple: boolean
  value: string | string[] | null
  onChange(value: string | string[] | null): void
  onBlur?(): void
  label: string
  error?: string
  helperText?: string
  required?: boolean
  disabled?: boolean
  optionLabel?: (item: Item) => string
  name?: string
}

function idsOf(value: string | string[] | null): string[] {
  if (Array.isArray(value)) return value.map(String)
  return value ? [String(value)] : []
}

export function RelationSelect(props: RelationSelectProps) {
  const {
    url,
    query,
    multiple,
    value,
    onChange,
    onBlur,
    label,
    error,
    helperText,
    required,
    disabled,
    optionLabel = defaultOptionLabel,
    name,
  } = props
  const { t } = useTranslation()
  // What the box shows (the chosen name, or what is being typed) and what was typed (the server search).
  const [input, setInput] = useState('')
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 300)
    return () => clearTimeout(timer)
  }, [typed])
  // A stable array: the autocomplete resets its text whenever the value's identity changes.
  const ids = useMemo(() => idsOf(value), [value])
  const options = useRelationOptions(url, query, search, open)
  // Names of the values: the initial ones through spm (FORM-17), then whatever was picked or loaded since.
  const [initialIds] = useState(() => ids)
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
  const remember = (chosen: string[]) => {
    const found = chosen.filter((id) => picked[id] === undefined && labels[id] !== undefined)
    if (found.length) setPicked((p) => ({ ...p, ...Object.fromEntries(found.map((id) => [id, labels[id]])) }))
  }

  const optionIds = loaded.map((i) => String(i.id))
  const [listbox, setListbox] = useState<HTMLElement | null>(null)
  useLoadWhileShort(listbox, options, optionIds.length)
  // The slot's ref is typed as a class instance; what arrives is the list element.
  const listboxRef = useCallback((el: unknown) => setListbox(el instanceof HTMLElement ? el : null), [])
  const onListScroll = (e: UIEvent<HTMLElement>) => {
    if (nearBottom(e.currentTarget) && options.hasNextPage && !options.isFetchingNextPage) void options.fetchNextPage()
  }
  const common = {
    options: optionIds,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    disabled,
    loading: options.isFetching,
    filterOptions: (x: string[]) => x,
    getOptionLabel: (id: string) => labels[id] ?? id,
    isOptionEqualToValue: (a: string, b: string) => a === b,
    inputValue: input,
    onInputChange: (_: unknown, text: string, reason: string) => {
      setInput(text)
      setTyped(reason === 'input' ? text : '')
    },
    noOptionsText: t('form.noOptions'),
    loadingText: t('common.Loading'),
    slotProps: { listbox: { onScroll: onListScroll, role: 'listbox' as const, ref: listboxRef } },
    onBlur,
  }
  const renderInput = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={name}
      label={label}
      required={required}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...params.slotProps,
        input: {
          ...params.slotProps.input,
          endAdornment: (
            <>
              {options.isFetching ? <CircularProgress size={16} /> : null}
              {params.slotProps.input.endAdornment}
            </>
          ),
        },
      }}
    />
  )
  if (multiple) {
    return (
      <Autocomplete<string, true, false, false>
        {...common}
        multiple
        value={ids}
        onChange={(_, next) => {
          remember(next)
          onChange(next)
        }}
        renderValue={(selected, getItemProps) =>
          selected.map((id, index) => {
            const { key, ...itemProps } = getItemProps({ index })
            return <Chip key={key} size="small" label={labels[id] ?? id} {...itemProps} />
          })
        }
        renderInput={renderInput}
      />
    )
  }
  return (
    <Autocomplete<string, false, false, false>
      {...common}
      value={ids[0] ?? null}
      onChange={(_, next) => {
        if (next) remember([next])
        onChange(next ?? null)
      }}
      renderInput={renderInput}
    />
  )
}
