// LIST-15/16, DTABLE-32: total, page sizes, previous, at most 5 page buttons, next and a page jumper.
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import PaginationItem from '@mui/material/PaginationItem'
import Select from '@mui/material/Select'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pageCount } from '../data/listQuery'
import { pagerItems } from '../data/pager'

export interface PagerProps {
  page: number
  size: number
  total: number
  sizes: readonly number[]
  onPage(page: number): void
  onSize(size: number): void
  align?: 'center' | 'flex-end' | 'flex-start'
}

export function Pager({ page, size, total, sizes, onPage, onSize, align = 'flex-end' }: PagerProps) {
  const { t } = useTranslation()
  const count = pageCount(total, size)
  const [jump, setJump] = useState('')
  const go = (p: number) => {
    const target = Math.min(count, Math.max(1, p))
    if (target !== page) onPage(target)
  }
  return (
    <Box
      component="nav"
      aria-label={t('table.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: align, gap: 1, flexWrap: 'wrap', py: 1 }}
    >
      <Typography variant="body2" data-testid="pager-total">
        {t('table.total', { count: total })}
      </Typography>
      <Select
        size="small"
        value={size}
        onChange={(e) => onSize(Number(e.target.value))}
        inputProps={{ 'aria-label': t('table.pageSize') }}
        sx={{ minWidth: 110 }}
      >
        {sizes.map((s) => (
          <MenuItem key={s} value={s}>
            {t('table.perPage', { size: s })}
          </MenuItem>
        ))}
      </Select>
      <PaginationItem
        type="previous"
        size="small"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        aria-label={t('table.previousPage')}
        component="button"
      />
      {pagerItems(page, count).map((item) =>
        typeof item === 'number' ? (
          <PaginationItem
            key={item}
            page={item}
            size="small"
            selected={item === page}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('table.goToPage', { page: item })}
            onClick={() => go(item)}
            component="button"
          />
        ) : (
          <PaginationItem key={item} type={item} size="small" />
        ),
      )}
      <PaginationItem
        type="next"
        size="small"
        disabled={page >= count}
        onClick={() => go(page + 1)}
        aria-label={t('table.nextPage')}
        component="button"
      />
      <TextField
        size="small"
        value={jump}
        onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && jump) {
            go(Number(jump))
            setJump('')
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': t('table.jumpTo'), inputMode: 'numeric', style: { width: 48 } } }}
      />
    </Box>
  )
}
