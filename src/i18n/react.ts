// React's side of the texts: react-i18next learns the console's i18next instance here rather than in ./index.ts,
// which the first script imports to translate outside React; that script then needs neither React nor
// react-i18next and runs before they have loaded (issue 22). The providers and the test setup import this module.
import { setI18n } from 'react-i18next'
import { i18n } from '.'

setI18n(i18n)

export { i18n }
