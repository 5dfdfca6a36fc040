// DOM-01: an asset's connectivity is reachable, unreachable or unknown.
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

const LOOK = {
  ok: ['assets.reachable', 'success'],
  failed: ['assets.unreachable', 'error'],
  unknown: ['assets.unknown', 'default'],
} as const

export function Connectivity({ value }: { value: unknown }) {
  const { t } = useTranslation()
  const [key, color] = LOOK[value === 'ok' || value === 'failed' ? value : 'unknown']
  return <Chip size="small" variant="outlined" color={color} label={t(key)} />
}
