// One form field: the widget decided by the field typing rules, bound to react-hook-form. Inputs validate on
// blur, other widgets on change (FORM-12).
import Autocomplete from '@mui/material/Autocomplete'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { lazy, Suspense, useId } from 'react'
import { Controller, type Control, type UseFormTrigger } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TEXTAREA_ROWS, validationTrigger, type FormFieldModel } from '../data/fieldTyping'
import type { Choice } from '../data/metadata'
import { RelationSelect } from './widgets/RelationSelect'
import { TransferList } from './widgets/TransferList'

const DateTimeInput = lazy(() => import('./widgets/DateTimeInput'))

export interface FieldInputProps {
  model: FormFieldModel
  control: Control<Record<string, unknown>>
  trigger: UseFormTrigger<Record<string, unknown>>
  disabled?: boolean
}

export function FieldInput({ model, control, trigger, disabled }: FieldInputProps) {
  const { t } = useTranslation()
  const id = useId()
  const label = model.labelKey ? t(model.labelKey) : model.label
  const help = model.helpKey ? t(model.helpKey) : model.helpText
  const onChangeTrigger = Boolean(model.override.component) || validationTrigger(model.kind) === 'change'
  const choiceLabel = (c: Choice) => {
    const key = model.override.choiceLabelKeys?.[String(c.value)]
    return key ? t(key) : c.display_name
  }
  return (
    <Controller
      name={model.name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message
        const change = (value: unknown) => {
          field.onChange(value)
          if (onChangeTrigger) void trigger(model.name)
        }
        const helperText = error ?? help
        const Custom = model.override.component
        if (Custom) {
          return (
            <Custom
              name={field.name}
              value={field.value}
              onChange={change}
              onBlur={field.onBlur}
              label={label}
              error={error}
              helperText={help}
              required={model.required}
              disabled={disabled}
            />
          )
        }
        switch (model.kind) {
          case 'switch':
            return (
              <FormControl error={Boolean(error)}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(e) => change(e.target.checked)}
                      disabled={disabled}
                      name={field.name}
                    />
                  }
                  label={label}
                />
                {helperText && <FormHelperText>{helperText}</FormHelperText>}
              </FormControl>
            )
          case 'radio':
            return (
              <FormControl error={Boolean(error)} required={model.required} disabled={disabled}>
                {/* the field's name stays readable when its choices are fixed (4.5:1; the choices show they are off) */}
                <FormLabel id={`${id}-label`} disabled={false}>
                  {label}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${id}-label`}
                  name={field.name}
                  value={field.value === undefined || field.value === null ? '' : String(field.value)}
                  onChange={(e) => {
                    const found = model.choices.find((c) => String(c.value) === e.target.value)
                    change(found ? found.value : e.target.value)
                  }}
                >
                  {model.choices.map((c) => (
                    <FormControlLabel
                      key={String(c.value)}
                      value={String(c.value)}
                      control={<Radio size="small" />}
                      label={choiceLabel(c)}
                    />
                  ))}
                </RadioGroup>
                {helperText && <FormHelperText>{helperText}</FormHelperText>}
              </FormControl>
            )
          case 'select':
            return (
              <TextField
                select
                fullWidth
                label={label}
                required={model.required}
                name={field.name}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                onChange={(e) => {
                  const found = model.choices.find((c) => String(c.value) === e.target.value)
                  change(found ? found.value : e.target.value)
                }}
                onBlur={field.onBlur}
                error={Boolean(error)}
                helperText={helperText}
                disabled={disabled}
              >
                {model.choices.map((c) => (
                  <MenuItem key={String(c.value)} value={String(c.value)}>
                    {choiceLabel(c)}
                  </MenuItem>
                ))}
              </TextField>
            )
          case 'select-filterable': {
            const current = model.choices.find((c) => String(c.value) === String(field.value)) ?? null
            return (
              <Autocomplete<Choice, false, false, false>
                options={model.choices}
                value={current}
                getOptionLabel={choiceLabel}
                isOptionEqualToValue={(a, b) => String(a.value) === String(b.value)}
                onChange={(_, next) => change(next ? next.value : null)}
                disabled={disabled}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    label={label}
                    required={model.required}
                    error={Boolean(error)}
                    helperText={helperText}
                  />
                )}
              />
            )
          }
          case 'checkbox-group': {
            const values = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : []
            return (
              <FormControl error={Boolean(error)} required={model.required} disabled={disabled} component="fieldset">
                <FormLabel component="legend">{label}</FormLabel>
                <FormGroup row>
                  {model.choices.map((c) => (
                    <FormControlLabel
                      key={String(c.value)}
                      label={choiceLabel(c)}
                      control={
                        <Checkbox
                          size="small"
                          checked={values.includes(String(c.value))}
                          onChange={(e) => {
                            const next = model.choices
                              .filter((x) => (x === c ? e.target.checked : values.includes(String(x.value))))
                              .map((x) => x.value)
                            change(next)
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {helperText && <FormHelperText>{helperText}</FormHelperText>}
              </FormControl>
            )
          }
          case 'multi-select': {
            const values = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : []
            const selected = model.choices.filter((c) => values.includes(String(c.value)))
            return (
              <Autocomplete<Choice, true, false, false>
                multiple
                options={model.choices}
                value={selected}
                getOptionLabel={choiceLabel}
                isOptionEqualToValue={(a, b) => String(a.value) === String(b.value)}
                onChange={(_, next) => change(next.map((c) => c.value))}
                disabled={disabled}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    label={label}
                    required={model.required}
                    error={Boolean(error)}
                    helperText={helperText}
                  />
                )}
              />
            )
          }
          case 'tags': {
            const values = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : []
            return (
              <Autocomplete<string, true, false, true>
                multiple
                freeSolo
                options={[]}
                value={values}
                onChange={(_, next) => change(next.map((v) => v.trim()).filter(Boolean))}
                disabled={disabled}
                renderValue={(selected, getItemProps) =>
                  selected.map((v, index) => {
                    const { key, ...rest } = getItemProps({ index })
                    return <Chip key={key} size="small" label={v} {...rest} />
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    label={label}
                    required={model.required}
                    error={Boolean(error)}
                    helperText={helperText ?? t('form.tagsHelp')}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )
          }
          case 'relation':
          case 'transfer': {
            const url = model.override.url
            if (!url) return <TextField fullWidth label={label} value="" disabled helperText={t('form.noRelationUrl')} />
            if (model.kind === 'transfer') {
              return (
                <TransferList
                  url={url}
                  query={model.override.query}
                  value={Array.isArray(field.value) ? (field.value as string[]) : []}
                  onChange={change}
                  label={label}
                  error={error}
                  helperText={help}
                  disabled={disabled}
                  optionLabel={model.override.optionLabel}
                />
              )
            }
            return (
              <RelationSelect
                url={url}
                query={model.override.query}
                multiple={model.multiple}
                value={(field.value as string | string[] | null) ?? (model.multiple ? [] : null)}
                onChange={change}
                onBlur={field.onBlur}
                label={label}
                error={error}
                helperText={help}
                required={model.required}
                disabled={disabled}
                optionLabel={model.override.optionLabel}
                name={field.name}
              />
            )
          }
          case 'datetime':
          case 'date':
            return (
              <Suspense fallback={<TextField fullWidth label={label} disabled value="" />}>
                <DateTimeInput
                  value={field.value}
                  onChange={change}
                  label={label}
                  error={error}
                  helperText={help}
                  required={model.required}
                  disabled={disabled}
                  dateOnly={model.kind === 'date'}
                  name={field.name}
                />
              </Suspense>
            )
          default: {
            const multiline = model.kind === 'textarea' || model.kind === 'json'
            const type =
              model.kind === 'email'
                ? 'email'
                : model.kind === 'password'
                  ? 'password'
                  : model.kind === 'number'
                    ? 'number'
                    : model.kind === 'url'
                      ? 'url'
                      : 'text'
            return (
              <TextField
                fullWidth
                label={label}
                name={field.name}
                type={type}
                required={model.required}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                onChange={(e) => change(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(error)}
                helperText={helperText}
                disabled={disabled}
                multiline={multiline}
                minRows={multiline ? TEXTAREA_ROWS : undefined}
                autoComplete={model.kind === 'password' ? 'new-password' : undefined}
                slotProps={{
                  htmlInput: {
                    ...(model.kind === 'json' ? { spellCheck: false, style: { fontFamily: 'monospace' } } : {}),
                  },
                  ...(model.override.unitKey
                    ? { input: { endAdornment: <InputAdornment position="end">{t(model.override.unitKey)}</InputAdornment> } }
                    : {}),
                }}
              />
            )
          }
        }
      }}
    />
  )
}
