// MSG-01..06 in the header: the unread count from the site-message socket (badge capped at 99), the unread list
// on demand (SiteMessagePanel, one of the shell's menus), and reading a message lowers the badge.
import MuiNotificationsIcon from '@mui/icons-material/Notifications'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountBadge } from '../../components/common/CountBadge'
import { showToast } from '../../components/common/toast'
import { API_PATHS, SITE_MESSAGE_BADGE_MAX } from '../../config/constants'
import { connectUnreadCount, type UnreadCountConnector } from '../../http/socket'
import { translate } from '../../i18n'
import { pathTo } from '../../routes'
import { onSiteMessagesRead } from '../../session/api'
import { useAppRoutes } from '../appRoutes'
import { requestShellMenus, useShellMenus } from './extrasLoader'
import { Hint } from './Hint'
import { PlainIconButton } from '../../components/common/PlainIconButton'
import { plainIcon } from '../../components/common/plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const NotificationsIcon = plainIcon(MuiNotificationsIcon)

export interface SiteMessageBellProps {
  connect?: UnreadCountConnector
  now?: () => Date
}

export function SiteMessageBell({ connect = connectUnreadCount, now = () => new Date() }: SiteMessageBellProps) {
  const { t } = useTranslation()
  const { flat } = useAppRoutes()
  const menus = useShellMenus()
  const [count, setCount] = useState(0)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [panelShown, setPanelShown] = useState(false)

  useEffect(
    () =>
      connect(API_PATHS.siteMessageSocket, {
        onCount: setCount,
        // translated when it happens; a language change must not reconnect the socket
        onError: () => showToast(translate('common.ConnectWebSocketError'), 'error', { preventDuplicate: true }),
      }),
    [connect],
  )

  // MSG-05: a message read in the panel or on the list page lowers the count at once
  useEffect(() => onSiteMessagesRead((n) => setCount((c) => Math.max(0, c - n))), [])

  return (
    <>
      <Hint title={t('shell.SiteMessages')}>
        <PlainIconButton
          color="inherit"
          aria-label={t('shell.SiteMessages')}
          onClick={(e) => {
            setAnchor(e.currentTarget)
            setPanelShown(true)
            requestShellMenus()
          }}
          data-testid="site-messages"
        >
          <CountBadge count={count} max={SITE_MESSAGE_BADGE_MAX} color="error" data-testid="site-messages-badge">
            <NotificationsIcon fontSize="small" />
          </CountBadge>
        </PlainIconButton>
      </Hint>
      {menus && panelShown ? (
        <menus.SiteMessagePanel
          anchor={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          count={count}
          listPath={pathTo(flat, 'SiteMessageList')}
          now={now}
        />
      ) : null}
    </>
  )
}
