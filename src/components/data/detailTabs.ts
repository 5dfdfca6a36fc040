// DETAIL-03 / G-19: the active tab of a detail page: the `tab` query parameter wins, then the cookie of that
// page, then the first tab.
export function activeTab(
  tabs: readonly string[],
  fromQuery: string | null | undefined,
  fromCookie: string | null | undefined,
): string | undefined {
  if (fromQuery && tabs.includes(fromQuery)) return fromQuery
  if (fromCookie && tabs.includes(fromCookie)) return fromCookie
  return tabs[0]
}

/** One cookie per detail page (the route name), e.g. `detail_tab_UserDetail`. */
export function tabCookieName(detailRoute: string): string {
  return `detail_tab_${detailRoute}`
}
