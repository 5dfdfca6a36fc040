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
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-device={device}>
      <Sidebar opened={sidebarOpened} device={device} onOpenedChange={setSidebarOpened} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header sidebarOpened={sidebarOpened} onToggleSidebar={() => setSidebarOpened(!sidebarOpened)} />
        <TabsBar />
        <Banners />
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <KeepAliveOutlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  )
}
