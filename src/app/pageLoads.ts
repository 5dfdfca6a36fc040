// The page chunks asked for so far, shared by the page start (earlyPage.ts, in the first script) and the router
// (router.tsx, in the shell): a page asked for before its route is drawn is not fetched twice.
import type { PageLoader, PageModule } from '../routes'

const loads = new Map<PageLoader, Promise<PageModule>>()
const loaded = new Map<PageLoader, PageModule>()

/** The page's module, fetched once; a failed fetch is forgotten so that the next ask tries again. */
export function loadPage(loader: PageLoader): Promise<PageModule> {
  let started = loads.get(loader)
  if (!started) {
    started = loader()
    loads.set(loader, started)
    started.then(
      (module) => void loaded.set(loader, module),
      () => loads.delete(loader),
    )
  }
  return started
}

/** The page's module if it has arrived (the page start asked for it early): the router then draws it at once. */
export function loadedPage(loader: PageLoader): PageModule | undefined {
  return loaded.get(loader)
}
