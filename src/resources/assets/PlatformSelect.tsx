// The asset form's platform: the server takes the platform's name (a slug), so the select lists names. A new asset
// starts on Linux, as on the platform's own console, but only once the list has loaded and shows it chosen: when
// the list cannot be read the field stays empty, says why, and the required rule refuses the form (issue 23: the
// asset was saved as Linux while the field looked empty).
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomFieldProps } from '../../components/data/fieldTyping'
import { assetsPlatformsList } from '../../generated/operations/assets'
import { normaliseList } from '../../http/list'
import { request } from '../../http/operation'

const DEFAULT_PLATFORM = 'Linux'

export default function PlatformSelect({ name, value, onChange, onBlur, label, error, helperText, required, disabled }: CustomFieldProps) {
  const platforms = useQuery({
    queryKey: ['asset-platform-names'],
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      normaliseList(await request(assetsPlatformsList, { query: { limit: 200, offset: 0, order: 'name' }, signal })).results.map(
        (p) => p.name,
      ),
  })
  const { t } = useTranslation()
  const names = platforms.data ?? []
  const current = value ? String(value) : ''
  // the object's own platform is shown even when the list does not have it (the list failed to load)
  const options = current && !names.includes(current) ? [...names, current] : names
  const offerDefault = !current && names.includes(DEFAULT_PLATFORM)
  useEffect(() => {
    if (offerDefault) onChange(DEFAULT_PLATFORM)
  }, [offerDefault, onChange])
  const unavailable = platforms.isError ? t('assets.platformsUnavailable') : undefined
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={required}
      value={current}
      disabled={disabled}
      error={Boolean(error ?? unavailable)}
      helperText={
        error && unavailable ? (
          <>
            {error}
            <br />
            {unavailable}
          </>
        ) : (
          (error ?? unavailable ?? helperText)
        )
      }
      onBlur={onBlur}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { name } }}
    >
      {options.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  )
}
