// The generic screens' calls. Every one goes through the console's HTTP client; nothing here builds headers.
import { httpRequest, type RequestOptions } from '../../http/client'
import { request } from '../../http/operation'
import { commonResourcesCache } from '../../generated/operations/common'
import { METADATA_PARAMS, type OptionsMetadata } from '../data/metadata'
import type { QueryParams } from '../data/listQuery'

/** LIST-01 / API-05: the field metadata of a list URL. */
export function fetchMetadata(url: string, signal?: AbortSignal, options?: RequestOptions): Promise<OptionsMetadata> {
  return httpRequest<OptionsMetadata>({ url, method: 'OPTIONS', params: { ...METADATA_PARAMS }, signal }, options)
}

export function fetchList(url: string, params: QueryParams, signal?: AbortSignal, options?: RequestOptions): Promise<unknown> {
  return httpRequest<unknown>({ url, method: 'GET', params, signal }, options)
}

export function fetchObject<T = Record<string, unknown>>(url: string, signal?: AbortSignal, options?: RequestOptions): Promise<T> {
  return httpRequest<T>({ url, method: 'GET', signal }, options)
}

/** API-04 / ENT-08: caches ids on the server and returns the spm token that stands for them. */
export async function cacheIds(ids: ReadonlyArray<string | number>): Promise<string> {
  const body = await request(commonResourcesCache, { body: { resources: ids.map(String) } })
  return body.spm
}

/** The detail URL of an object of a list URL: `{list url}{id}/` (API-24). */
export function detailUrlOf(listUrl: string, id: string | number): string {
  const base = listUrl.split('?')[0]
  return `${base.endsWith('/') ? base : `${base}/`}${encodeURIComponent(String(id))}/`
}

/** A list URL without its query string, plus that query as parameters (configs may write `url?x=1`). */
export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const [path, qs] = url.split('?')
  const query: Record<string, string> = {}
  if (qs) new URLSearchParams(qs).forEach((v, k) => (query[k] = v))
  return { path, query }
}

/** Saves a blob as a file through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** EXPORT-08 / IMPORT-02: downloads `{url}?{params}` through the client (headers, errors) and saves it. */
export async function download(url: string, params: QueryParams, fileName: string): Promise<void> {
  const blob = await httpRequest<Blob>({ url, method: 'GET', params, responseType: 'blob' })
  if (params.format !== 'csv') return saveBlob(blob, fileName)
  // EXPORT-08: no cell of a saved CSV file may run as a formula in a spreadsheet (loaded only when exporting CSV)
  const { neutraliseCsv } = await import('../data/csvSafety')
  saveBlob(new Blob([await neutraliseCsv(await blob.text())], { type: blob.type || 'text/csv' }), fileName)
}
