// SHELL-11: every page sits in a frame with its title and, only when the page supplies help text, a green help
// banner above the content. The title defaults to the route's title from the route table. Pages where going back
// helps (create, update and detail pages) give `onBack`: a Back button above the frame.
import MuiArrowBackIcon from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass, START_ICON } from './buttons'
import { useNamePage } from './pageNames'
import { useRouteHandle } from './routeHandle'
import { plainIcon } from './plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const ArrowBackIcon = plainIcon(MuiArrowBackIcon)

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

/**
 * The frame's look, set once on its section (issue 22: a Stack, a Typography and a Paper were a styled component each
 * in every page): the title row (the title as MUI's h6, semi-bold, and the page's controls on its right), then the
 * content on an outlined paper.
 */
const frameSx = {
  p: 2,
  '& > .page-head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 },
  '& .page-title': { typography: 'h6', fontWeight: 600, m: 0 },
  '& > .page-body': {
    p: 2,
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
  },
} as const

export function PageFrame({ title, name, help, actions, onBack, children }: PageFrameProps) {
  const { t } = useTranslation()
  const handle = useRouteHandle()
  useNamePage(name)
  const heading = title ?? name ?? (handle?.title ? t(handle.title) : '')
  const frame = (
    <Box component="section" sx={frameSx}>
      <div className="page-head">
        <h1 className="page-title">{heading}</h1>
        {actions ? <div>{actions}</div> : null}
      </div>
      {help ? (
        <Suspense fallback={null}>
          <HelpBanner html={help} />
        </Suspense>
      ) : null}
      <div className="page-body">{children}</div>
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
