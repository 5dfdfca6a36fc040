// A generic page in the shared page frame, with a back button above it where going back helps (create, update
// and detail pages).
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageFrame as SharedPageFrame } from '../common/PageFrame'

export function PageFrame({ title, onBack, actions, help, children }: { title: ReactNode; onBack?: () => void; actions?: ReactNode; help?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box>
      {onBack && (
        <Box sx={{ px: 2, pt: 1 }}>
          <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>{t('common.Back')}</Button>
        </Box>
      )}
      <SharedPageFrame title={title} actions={actions} help={help}>
        {children}
      </SharedPageFrame>
    </Box>
  )
}
