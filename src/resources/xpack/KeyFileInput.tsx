// The JSON key file of a cloud service account: pasted as text or loaded from the file the provider gave; the
// form checks that it is JSON and sends it as an object (ENT-25).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomFieldProps } from '../../components/data/fieldTyping'

export function KeyFileInput({ name, value, onChange, onBlur, label, error, helperText, required, disabled }: CustomFieldProps) {
  const { t } = useTranslation()
  const file = useRef<HTMLInputElement>(null)
  const load = async (picked: File | undefined) => {
    if (!picked) return
    onChange(await picked.text())
    onBlur()
  }
  return (
    <Box>
      <TextField
        fullWidth
        multiline
        minRows={4}
        name={name}
        label={label}
        required={required}
        disabled={disabled}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error ?? helperText}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('xpack.cloud.keyFile')}
        onChange={(e) => {
          void load(e.target.files?.[0])
          e.target.value = ''
        }}
      />
      <Button size="small" sx={{ mt: 1 }} disabled={disabled} onClick={() => file.current?.click()}>
        {t('xpack.cloud.loadKeyFile')}
      </Button>
    </Box>
  )
}
