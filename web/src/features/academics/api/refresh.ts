import { mutate } from 'swr'

/**
 * Re-reads every cached read of the academic structure. Their SWR keys all start with 'academics' (the shared
 * dropdown lookups in lib/academics.ts too), so a change made here shows in every screen's copy at once. The
 * cached data stays on screen while it reloads, so open dialogs keep their place.
 */
export const refreshAcademics = () => mutate((key) => Array.isArray(key) && key[0] === 'academics')
