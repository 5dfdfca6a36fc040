import './config/zodStrictCsp'
import { bootstrap } from './app/bootstrap'
import { translate } from './i18n'

const container = document.getElementById('root')
if (container) {
  // `--mode demo` (npm run start:demo / build:demo): the mock backend runs in this page first (src/demo). In any
  // other mode the condition is false at build time and the demo's code is left out of the bundle.
  if (import.meta.env.MODE === 'demo') {
    void import('./demo').then(
      (demo) => demo.startDemo(container),
      () => {
        container.textContent = translate('errors.PageLoadFailed')
      },
    )
  } else void bootstrap(container)
}
