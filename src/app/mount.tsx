// Everything that draws: React, MUI, the router and the shell. The bootstrap loads this chunk once the startup guard
// has decided and the page's first requests have left (issue 22): evaluating the framework is the longest task of
// the start, and it then runs while those requests are on their way.
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createQueryClient, Providers } from './providers'
import { StartupMessage } from './StartupScreen'

export interface Mounted {
  /** The console, for the session the guard filled in. */
  app(): void
  /** A startup failure (GUARD-06, GUARD-14): the message, optionally as a toast too, with a sign-in offer. */
  message(text: string, options?: { toast?: boolean; offerLogin?: boolean }): void
}

export function mount(container: HTMLElement): Mounted {
  const root = createRoot(container)
  const queryClient = createQueryClient()
  return {
    // One render without yielding (issue 22): the bootstrap mounts once the page's first answer is here (or its
    // wait is over), so nothing arrives that the render would have to let through. Rendered as a transition, the
    // first screen was cut into 5 ms slices with the browser's work between them, about a tenth longer in all.
    app: () => root.render(<App queryClient={queryClient} />),
    message: (text, options = {}) =>
      root.render(
        <Providers queryClient={queryClient}>
          <StartupMessage message={text} toast={options.toast} offerLogin={options.offerLogin} />
        </Providers>,
      ),
  }
}
