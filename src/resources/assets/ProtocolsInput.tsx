// The asset form's protocols list editor: one row per protocol (`name/port`), add and remove rows. The last row
// cannot be removed (G-21); a port must be 1–65535.
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import type { CustomFieldProps } from '../../components/data/fieldTyping'

export const PROTOCOLS: Record<string, number> = { ssh: 22, rdp: 3389, telnet: 23, vnc: 5900 }

export const splitProtocol = (item: string): [string, string] => {
  const [name = '', port = ''] = item.split('/')
  return [name, port]
}

/** An error key of a protocols list, or undefined when it is valid. */
export function protocolsProblem(value: unknown): string | undefined {
  const list = Array.isArray(value) ? (value as string[]) : []
  if (!list.length) return 'form.required'
  for (const item of list) {
    const [name, port] = splitProtocol(item)
    const n = Number(port)
    if (!name) return 'errors.PortErrorMsg'
    // digits only: a number input also takes `1e3`, `+22` or `22.0`, which the server refuses with a cryptic message
    if (!/^\d{1,5}$/.test(port) || n < 1 || n > 65535) return 'assets.portInvalid'
  }
  return undefined
}

export default function ProtocolsInput({ name, value, onChange, label, error, helperText, disabled }: CustomFieldProps) {
  const { t } = useTranslation()
  const list = Array.isArray(value) && value.length ? (value as string[]) : ['ssh/22']
  const set = (index: number, item: string) => onChange(list.map((x, i) => (i === index ? item : x)))
  const unused = Object.keys(PROTOCOLS).find((p) => !list.some((x) => splitProtocol(x)[0] === p)) ?? 'ssh'
  return (
    <Box role="group" aria-label={label}>
      <FormLabel error={Boolean(error)}>{label}</FormLabel>
      {list.map((item, index) => {
        const [proto, port] = splitProtocol(item)
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
            <TextField
              select
              size="small"
              sx={{ width: 140 }}
              label={t('assets.protocol')}
              value={proto}
              disabled={disabled}
              slotProps={{ htmlInput: { name: `${name}.${index}.name` } }}
              onChange={(e) => set(index, `${e.target.value}/${PROTOCOLS[e.target.value] ?? port}`)}
            >
              {Object.keys(PROTOCOLS).map((p) => (
                <MenuItem key={p} value={p}>
                  {p}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              sx={{ width: 140 }}
              type="number"
              label={t('assets.port')}
              value={port}
              disabled={disabled}
              slotProps={{ htmlInput: { name: `${name}.${index}.port` } }}
              onChange={(e) => set(index, `${proto}/${e.target.value}`)}
            />
            <Tooltip title={list.length === 1 ? t('errors.LastOneCannotBeDeleted') : t('assets.removeProtocol')}>
              <span>
                <IconButton
                  aria-label={t('assets.removeProtocol')}
                  disabled={disabled || list.length === 1}
                  onClick={() => onChange(list.filter((_, i) => i !== index))}
                >
                  <RemoveIcon />
                </IconButton>
              </span>
            </Tooltip>
            {index === list.length - 1 && (
              <IconButton
                aria-label={t('assets.addProtocol')}
                disabled={disabled}
                onClick={() => onChange([...list, `${unused}/${PROTOCOLS[unused]}`])}
              >
                <AddIcon />
              </IconButton>
            )}
          </Box>
        )
      })}
      {(error ?? helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
    </Box>
  )
}
