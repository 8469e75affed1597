import type { Language } from './languages'
import { en, type Resources } from './locales/en'

/**
 * English is in the main bundle: it is the default and every other language's fallback. The others are chunks
 * of the same build, fetched only by readers who choose them (most read English, and /login stays light).
 */
export const bundled = { en }

/** How each other language's strings load; tsc fails if a language of LANGUAGES has neither. */
export const lazyLanguages = {
  ta: () => import('./locales/ta').then((module) => module.ta),
  hi: () => import('./locales/hi').then((module) => module.hi),
} satisfies Record<Exclude<Language, keyof typeof bundled>, () => Promise<Resources>>

/** The namespaces: `common` for the shell, one per group of student pages. */
export const NAMESPACES = Object.keys(en) as (keyof Resources)[]
