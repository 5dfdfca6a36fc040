// The object's fields as label/value pairs; labels from the metadata in the current language, values from the
// `_display` companions when there are some.
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { cellText, displayValue } from '../data/cells'
import { formatDateTime, looksLikeDate } from '../data/dates'
import { choiceLabel, columnKindOf, labelOf, type FieldMeta } from '../data/metadata'
import type { InfoItem, Row } from '../resource/types'
import { BooleanCell } from '../table/cells'

export function DetailCard({ object, items, fields }: { object: Row; items: Array<string | InfoItem>; fields: Record<string, FieldMeta> }) {
  const { t } = useTranslation()
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('detail.basicInfo')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 35%) 1fr', rowGap: 1, columnGap: 2, m: 0 }}>
        {items.map((raw) => {
          const item: InfoItem = typeof raw === 'string' ? { field: raw } : raw
          const meta = fields[item.field]
          const label = item.labelKey ? t(item.labelKey) : labelOf(fields, item.field)
          const kind = item.kind ?? columnKindOf(meta)
          let value: unknown = item.value ? item.value(object) : displayValue(object, item.field)
          if (!item.value && meta?.choices && value === object[item.field]) value = choiceLabel(meta, value) ?? value
          return (
            <Box key={item.field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
                {label}
              </Box>
              {/* dir="auto": a server string's bidi controls (U+202E) stay inside its own value */}
              <Box component="dd" dir="auto" sx={{ m: 0, fontSize: 14, wordBreak: 'break-word' }} data-field={item.field}>
                {kind === 'boolean' ? (
                  <BooleanCell value={object[item.field]} />
                ) : kind === 'datetime' || looksLikeDate(item.field, value) ? (
                  formatDateTime(value)
                ) : (
                  cellText(value)
                )}
              </Box>
            </Box>
          )
        })}
      </Box>
    </Paper>
  )
}
