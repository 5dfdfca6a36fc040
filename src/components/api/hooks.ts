// React Query bindings of the generic screens. Metadata is read once per URL and language for the session
// (LIST-01); lists use the key `[url, params]` and keep the previous page while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { OptionsMetadata } from '../data/metadata'
import { earlyOr, metadataRequestKey } from './early'
import { fetchMetadata } from './requests'

export const metadataKey = (url: string, language: string) => ['OPTIONS', url, language] as const

export function useMetadata(url: string | undefined): { meta: OptionsMetadata | undefined; loading: boolean; error: unknown } {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language ?? ''
  const query = useQuery({
    queryKey: metadataKey(url ?? '', language),
    // the first screen's metadata may have been asked for already, while the console started (prefetchList)
    queryFn: ({ signal }) => earlyOr(metadataRequestKey(url as string), () => fetchMetadata(url as string, signal)),
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })
  return { meta: query.data, loading: query.isLoading, error: query.error }
}

export { keepPreviousData }
