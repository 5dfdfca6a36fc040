// The asset form's platform: the server takes the platform's name (a slug), so the select lists names.
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import type { CustomFieldProps } from '../../components/data/fieldTyping'
import { assetsPlatformsList } from '../../generated/operations/assets'
import { normaliseList } from '../../http/list'
import { request } from '../../http/operation'

export default function PlatformSelect({ name, value, onChange, onBlur, label, error, helperText, required, disabled }: CustomFieldProps) {
  const platforms = useQuery({
    queryKey: ['asset-platform-names'],
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      normaliseList(await request(assetsPlatformsList, { query: { limit: 200, offset: 0, order: 'name' }, signal })).results.map(
        (p) => p.name,
      ),
  })
  const names = platforms.data ?? []
  const current = value ? String(value) : ''
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={required}
      value={names.includes(current) ? current : ''}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onBlur={onBlur}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { name } }}
    >
      {names.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  )
}
