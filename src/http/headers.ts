// The headers every console request carries (HTTP-01..03): the CSRF token from the `csrftoken` cookie, the
// organisation (the page's `?oid=` first, then the current org), the browser's time zone and the language.
import { HEADER_NAMES } from '../config/constants'

export interface HeaderInputs {
  method: string
  csrfToken?: string
  /** `window.location.search` of the page (not of the request). */
  pageSearch?: string
  currentOrgId?: string
  timeZone?: string
  /** Django language code (`zh-hans`, `en`). */
  language?: string
  /** Headers the caller set; they win. */
  extra?: Record<string, string>
}

/** HTTP-02: `?oid=` of the page URL first, else the current org. */
export function orgIdForRequest(pageSearch: string | undefined, currentOrgId: string | undefined): string | undefined {
  const oid = pageSearch ? new URLSearchParams(pageSearch).get('oid')?.trim() : undefined
  return oid || currentOrgId || undefined
}

export function buildRequestHeaders(input: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' }
  if (input.csrfToken) headers[HEADER_NAMES.csrf] = input.csrfToken
  const org = orgIdForRequest(input.pageSearch, input.currentOrgId)
  if (org) headers[HEADER_NAMES.org] = org
  if (input.timeZone) headers[HEADER_NAMES.timeZone] = input.timeZone
  if (input.language) headers[HEADER_NAMES.language] = input.language
  return { ...headers, ...(input.extra ?? {}) }
}
