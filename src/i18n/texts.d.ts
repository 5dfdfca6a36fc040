// The loaders of the console's text bundles, made by the build from locales/<lang>.json (vite.config.ts, textBundles).
declare module 'virtual:texts' {
  type Texts = Record<string, unknown>
  type Load = () => Promise<{ default: Texts }>
  type Area = import('./textGroups').TextArea
  /** The first bundle of a page of an area: the core and the area's texts. */
  export const firstTexts: Record<'cn' | 'en', Record<Area, Load>>
  /** An area's texts alone, for a page of another area than the first. */
  export const areaTexts: Record<'cn' | 'en', Record<Area, Load>>
  /** Every text of a language. */
  export const allTexts: Record<'cn' | 'en', Load>
}
