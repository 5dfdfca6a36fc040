// Issue 23: the menu's links to the platform's other components (web terminal, file manager, task monitor) say
// what they need when nothing serves them here, instead of leaving the user on "Not found".
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXTERNAL_LINKS } from '../../config/constants'
import { en } from '../../test/i18n'
import { setupMockServer } from '../../test/server'
import { openPlatformPage } from './platformPages'
import { registerToastSink, type ToastRequest } from './toast'

const mock = setupMockServer()
const notFound = () => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })

function watch() {
  const shown: ToastRequest[] = []
  const unregister = registerToastSink((t) => shown.push(t))
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  return { shown, open, unregister }
}

afterEach(() => vi.restoreAllMocks())

describe('links to the platform components (SHELL-07)', () => {
  it.each([
    [EXTERNAL_LINKS.webTerminal, 'route.WebTerminal', 'Luna'],
    [EXTERNAL_LINKS.fileManager, 'route.FileManager', 'KoKo'],
    [EXTERNAL_LINKS.taskMonitor, 'route.TaskMonitor', 'Flower'],
  ])('ROUTE-GEN-07 %s: when nothing serves it, nothing opens and the user reads what it needs', async (path, page, component) => {
    mock.server.use(http.get(path, notFound))
    const w = watch()
    await openPlatformPage(`${window.location.origin}${path}`)
    w.unregister()
    expect(w.open).not.toHaveBeenCalled()
    expect(w.shown).toEqual([
      expect.objectContaining({ variant: 'warning', message: en('shell.PlatformPageMissing', { page: en(page), component, path }) }),
    ])
  })

  it('ROUTE-GEN-07 a proxy error (the component is down) is not served either', async () => {
    mock.server.use(http.get('/luna/', () => new HttpResponse('Bad Gateway', { status: 502 })))
    const w = watch()
    await openPlatformPage(`${window.location.origin}/luna/`)
    w.unregister()
    expect(w.open).not.toHaveBeenCalled()
    expect(w.shown).toHaveLength(1)
  })

  it('ROUTE-GEN-07 a served page opens in a new window, with its query', async () => {
    mock.server.use(http.get('/luna/', () => new HttpResponse('<html>Luna</html>', { headers: { 'Content-Type': 'text/html' } })))
    const w = watch()
    await openPlatformPage(`${window.location.origin}/luna/?login_to=a1`)
    w.unregister()
    expect(w.open).toHaveBeenCalledWith(`${window.location.origin}/luna/?login_to=a1`, '_blank', 'noopener,noreferrer')
    expect(w.shown).toEqual([])
  })
})
