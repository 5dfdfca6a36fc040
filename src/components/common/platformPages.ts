// The web terminal (Luna, `/luna/`), the file manager (KoKo, `/koko/`) and the task monitor (Flower, `/core/flower/`)
// are pages of the platform's other components, served beside the console on a JumpServer deployment. Where none is
// served (the console on the mock backend, or the component down) the link would end on "Not found" or a proxy
// error: the page is asked for first, and when nothing serves it the user is told what the link needs instead.
import { EXTERNAL_LINKS } from '../../config/constants'
import { httpRequest } from '../../http/client'
import { isHttpError } from '../../http/errors'
import { translate as t } from '../../i18n'
import { toast } from '../feedback'

/** The component behind each page and the locale key of the page's name. */
const COMPONENTS = [
  { prefix: EXTERNAL_LINKS.webTerminal, component: 'Luna', page: 'route.WebTerminal' },
  { prefix: '/koko/', component: 'KoKo', page: 'route.FileManager' },
  { prefix: EXTERNAL_LINKS.taskMonitor, component: 'Flower', page: 'route.TaskMonitor' },
] as const

/** Long enough for a page's first answer, short enough to open it while the click still counts as the user's. */
export const PLATFORM_PAGE_CHECK_MS = 3000

/** Whether something serves the page: any answer but "not found" and a server or proxy error (sign-in pages count). */
async function served(url: string): Promise<boolean> {
  try {
    await httpRequest({ url, method: 'GET', responseType: 'text' }, { silent: true, timeoutMs: PLATFORM_PAGE_CHECK_MS })
    return true
  } catch (error) {
    return isHttpError(error) && error.kind === 'http' && (error.status === 401 || error.status === 403)
  }
}

export async function openPlatformPage(href: string): Promise<void> {
  const url = new URL(href, window.location.href)
  if (await served(url.pathname + url.search)) {
    window.open(url.href, '_blank', 'noopener,noreferrer')
    return
  }
  const known = COMPONENTS.find((c) => url.pathname.startsWith(c.prefix))
  toast(
    t('shell.PlatformPageMissing', {
      page: known ? t(known.page) : url.pathname,
      component: known?.component ?? '',
      path: url.pathname,
    }),
    'warning',
  )
}
