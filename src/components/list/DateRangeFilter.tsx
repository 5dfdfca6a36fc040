// LIST-06..09: two date pickers (MIT has no range picker) and the shortcuts of CONST-29. Picked days get
// 00:00:01 and 23:59:59; a range is emitted only when both ends are valid.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import dayjs, { type Dayjs } from 'dayjs'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { endOfRange, parseServerDate, rangeToEmit, shortcutRange, SHORTCUTS, startOfRange } from '../data/dates'

export interface DateRangeFilterProps {
  dateFrom?: string
  dateTo?: string
  onChange(dateFrom?: string, dateTo?: string): void
}

function DateRangeFilter({ dateFrom, dateTo, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation()
  const [from, setFrom] = useState<Dayjs | null>(() => (dateFrom ? dayjs(parseServerDate(dateFrom)) : null))
  const [to, setTo] = useState<Dayjs | null>(() => (dateTo ? dayjs(parseServerDate(dateTo)) : null))
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const emit = (a: Dayjs | null, b: Dayjs | null) => {
    const range = rangeToEmit(a?.isValid() ? startOfRange(a.toDate()) : null, b?.isValid() ? endOfRange(b.toDate()) : null)
    if (range) onChange(range.dateFrom, range.dateTo)
    else if (!a && !b) onChange(undefined, undefined)
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DatePicker
          label={t('list.dateFrom')}
          value={from}
          onChange={(v) => {
            setFrom(v)
            emit(v, to)
          }}
          slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
        />
        <DatePicker
          label={t('list.dateTo')}
          value={to}
          onChange={(v) => {
            setTo(v)
            emit(from, v)
          }}
          slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
        />
        <Button size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
          {t('list.dateShortcuts')}
        </Button>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {SHORTCUTS.map((name) => (
            <MenuItem
              key={name}
              onClick={() => {
                setAnchor(null)
                const range = shortcutRange(name, new Date())
                setFrom(dayjs(range.from))
                setTo(dayjs(range.to))
                const emitted = rangeToEmit(range.from, range.to)
                if (emitted) onChange(emitted.dateFrom, emitted.dateTo)
              }}
            >
              {t(`list.shortcut.${name}`)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </LocalizationProvider>
  )
}

// Two date pickers cost tens of milliseconds to draw: a sort or a new page of the list does not draw them again.
export default memo(DateRangeFilter)
