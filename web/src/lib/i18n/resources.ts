import type { Language } from './languages'
import type { Resources } from './locales/en'
import auth from './locales/en/auth.json'
import common from './locales/en/common.json'

/**
 * What /login reads, in English, is in the main bundle: the shell's strings and sign-in's. English is the default
 * and every other language's fallback, and /login stays light.
 */
export const bundled = { en: { common, auth } }

/** The namespaces loaded before the first render; every other loads when a page first asks for it. */
export const FIRST_NAMESPACES = Object.keys(bundled.en) as (keyof typeof bundled.en)[]

/**
 * Each language's whole set of strings, a chunk of the same build fetched when needed: English for the student
 * pages other than sign-in, Tamil and Hindi only by readers who choose them. tsc fails if a language of LANGUAGES
 * has none.
 */
export const languageLoaders = {
  en: () => import('./locales/en').then((module) => module.en),
  ta: () => import('./locales/ta').then((module) => module.ta),
  hi: () => import('./locales/hi').then((module) => module.hi),
} satisfies Record<Language, () => Promise<Resources>>
