// SHELL-11: every page sits in a frame with its title and, only when the page supplies help text, a green help
// banner above the content. The title defaults to the route's title from the route table. Pages where going back
// helps (create, update and detail pages) give `onBack`: a Back button above the frame.
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass, START_ICON } from './buttons'
import { useNamePage } from './pageNames'
import { useRouteHandle } from './routeHandle'

// the banner and its sanitiser are loaded only by pages that show help text
const HelpBanner = lazy(() => import('./HelpBanner'))

export interface PageFrameProps {
  /** Already translated title; defaults to the route's title. */
  title?: ReactNode
  /** Help text from the page (HTML allowed, sanitised). */
  help?: string
  /** The name of the object the page shows: the title when none is given, and the name of its tab and window. */
  name?: string
  /** Controls shown on the right of the title. */
  actions?: ReactNode
  /** Shows a Back button above the frame that calls this. */
  onBack?: () => void
  children?: ReactNode
}

export function PageFrame({ title, name, help, actions, onBack, children }: PageFrameProps) {
  const { t } = useTranslation()
  const handle = useRouteHandle()
  useNamePage(name)
  const heading = title ?? name ?? (handle?.title ? t(handle.title) : '')
  const frame = (
    <Box component="section" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        {actions ? <Box>{actions}</Box> : null}
      </Stack>
      {help ? (
        <Suspense fallback={null}>
          <HelpBanner html={help} />
        </Suspense>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {children}
      </Paper>
    </Box>
  )
  if (!onBack) return frame
  return (
    <Box>
      <Box sx={{ px: 2, pt: 1 }}>
        <button type="button" className={buttonClass({ look: 'text', small: true })} onClick={onBack}>
          <ArrowBackIcon className={START_ICON} />
          {t('common.Back')}
        </button>
      </Box>
      {frame}
    </Box>
  )
}

export default PageFrame
