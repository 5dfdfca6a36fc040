// The text groups vite.config.ts builds from locales/<locale>.json (src/i18n/textGroups.ts).
declare module 'virtual:texts/*' {
  import type { ResourceLanguage } from 'i18next'
  const texts: ResourceLanguage
  export default texts
}
