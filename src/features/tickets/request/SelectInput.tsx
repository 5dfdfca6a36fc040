// A select of fixed choices bound to a react-hook-form field, shared by the request forms and the flow form.
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

/** A required choice among fixed options (a select), its error under it; `onChanged` runs after a new choice. */
export function SelectInput<V extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  onChanged,
}: {
  control: Control<V>
  name: FieldPath<V>
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  disabled?: boolean
  onChanged?(value: string): void
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          fullWidth
          name={field.name}
          label={label}
          value={field.value ?? ''}
          disabled={disabled}
          onChange={(e) => {
            field.onChange(e.target.value)
            onChanged?.(e.target.value)
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )
}
