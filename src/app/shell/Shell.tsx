// SHELL-02: sidebar, header and footer around the routed page; the sidebar state persists in a cookie (SHELL-03),
// the favicon comes from LOGO_URLS (SHELL-20) and the document title follows the page.
import Box from '@mui/material/Box'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { usePageNames } from '../../components/common/pageNames'
import { useRouteHandle } from '../../components/common/routeHandle'
import { useSession } from '../../session/useSession'
import { useDevice } from '../device'
import { readSidebarOpened, writeSidebarOpened } from '../sidebarState'
import { Banners } from './Banners'
import { Footer } from './Footer'
import { Header } from './Header'
import { KeepAliveOutlet, TabsBar } from './PageTabs'
import { Sidebar } from './Sidebar'

function useDocumentHead() {
  const { t } = useTranslation()
  const session = useSession()
  const handle = useRouteHandle()
  const { pathname } = useLocation()
  const favicon = session.settings?.LOGO_URLS?.favicon
  // a page showing one object is named after it
  const title = usePageNames()[pathname] ?? (handle?.title ? t(handle.title) : '')
  useEffect(() => {
    if (!favicon) return
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (!link) {
      link = document.createElement('link')
      link.rel = 'icon'
      document.head.appendChild(link)
    }
    link.href = favicon
  }, [favicon])
  useEffect(() => {
    document.title = title ? `${title} - ${t('shell.ProductName')}` : t('shell.ProductName')
  }, [title, t])
}

/**
 * One grid for the page: the menu in the first column over the whole height, then the header, the tabs, the
 * banners, the page and the footer stacked in the second (no wrapper elements around them); the page takes the
 * height left.
 */
const shellSx = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto auto auto 1fr auto',
  minHeight: '100vh',
  bgcolor: 'background.default',
  '& > *': { gridColumn: 2 },
  '& > nav': { gridColumn: 1, gridRow: '1 / -1' },
  '& > header': { gridRow: 1 },
  '& > [data-testid="page-tabs"]': { gridRow: 2 },
  '& > .shell-banners': { gridRow: 3 },
  '& > main': { gridRow: 4, minWidth: 0 },
  '& > footer': { gridRow: 5 },
} as const

export function Shell() {
  const device = useDevice()
  const [opened, setOpened] = useState(() => readSidebarOpened())
  const [mobileOpened, setMobileOpened] = useState(false)
  const mobile = device === 'mobile'
  const sidebarOpened = mobile ? mobileOpened : opened
  const setSidebarOpened = useCallback(
    (value: boolean) => {
      if (mobile) setMobileOpened(value)
      else {
        setOpened(value)
        writeSidebarOpened(value)
      }
    },
    [mobile],
  )
  useDocumentHead()
  return (
    <Box sx={shellSx} data-device={device}>
      <Sidebar opened={sidebarOpened} device={device} onOpenedChange={setSidebarOpened} />
      <Header sidebarOpened={sidebarOpened} onToggleSidebar={() => setSidebarOpened(!sidebarOpened)} />
      <TabsBar />
      <Banners />
      <main>
        <KeepAliveOutlet />
      </main>
      <Footer />
    </Box>
  )
}
