import type { NaacApp } from '@api/naac/app'
import { hc } from 'hono/client'
import { useSWRConfig } from 'swr'
import { apiFetch } from '@/lib/api-client'

/** The naac domain's typed client (one per domain keeps the type checker fast). */
export const naacApi = hc<NaacApp>('/', { fetch: apiFetch })

/** Every SWR key of this section starts with this, so one refresh reaches every list, count and entry. */
export const NAAC_KEY = 'naac'

/** Re-reads every NAAC list, count, entry and thread after a change. */
export function useRefreshNaac() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => Array.isArray(key) && key[0] === NAAC_KEY)
}
