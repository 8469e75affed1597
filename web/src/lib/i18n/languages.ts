/**
 * The languages the student-facing pages are translated into, each named in its own script so a reader finds
 * theirs whatever language the page is in now. English comes first: it is the default and the fallback.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'hi', name: 'हिन्दी' },
] as const

export type Language = (typeof LANGUAGES)[number]['code']

export const DEFAULT_LANGUAGE: Language = 'en'

/** Where the reader's choice is kept (localStorage), so it outlives reloads and signing out. */
export const LANGUAGE_STORAGE_KEY = 'campus.language'

export const isLanguage = (code: string | undefined): code is Language =>
  LANGUAGES.some((language) => language.code === code)

/** The Intl locale of a language: Indian conventions (en-IN writes "21 Nov 2026", as the portal always has). */
export const intlLocale = (language: string | undefined) =>
  `${isLanguage(language) ? language : DEFAULT_LANGUAGE}-IN`
