// A date-time (or date) picker; values are ISO strings in the form and the server's format is read too.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import dayjs, { type Dayjs } from 'dayjs'
import { parseServerDate } from '../../data/dates'

export interface DateTimeInputProps {
  value: unknown
  onChange(value: string | null): void
  label: string
  error?: string
  helperText?: string
  required?: boolean
  disabled?: boolean
  dateOnly?: boolean
  name?: string
}

export default function DateTimeInput({
  value,
  onChange,
  label,
  error,
  helperText,
  required,
  disabled,
  dateOnly,
  name,
}: DateTimeInputProps) {
  const date = parseServerDate(value)
  const current: Dayjs | null = date ? dayjs(date) : null
  const slotProps = { textField: { name, required, error: Boolean(error), helperText: error ?? helperText, fullWidth: true } }
  const emit = (next: Dayjs | null) => {
    if (!next) onChange(null)
    else if (next.isValid()) onChange(dateOnly ? next.format('YYYY-MM-DD') : next.toDate().toISOString())
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {dateOnly ? (
        <DatePicker label={label} value={current} onChange={emit} disabled={disabled} slotProps={slotProps} />
      ) : (
        <DateTimePicker
          label={label}
          value={current}
          onChange={emit}
          disabled={disabled}
          ampm={false}
          format="YYYY-MM-DD HH:mm:ss"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          slotProps={slotProps}
        />
      )}
    </LocalizationProvider>
  )
}
