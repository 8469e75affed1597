import i18n, { type BackendModule } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages'
import type { Resources } from './locales/en'
import { bundled, lazyLanguages, NAMESPACES } from './resources'

/** Reads a language's namespace from its chunk (resources.ts): no request to the API, no locale files. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyLanguages[language as keyof typeof lazyLanguages] as
      (() => Promise<Resources>) | undefined
    if (!load) return callback(null, {})
    load().then(
      (strings) => callback(null, strings[namespace as keyof Resources]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

// `<html lang>` follows the language: screen readers pronounce the page by it, and axe checks it.
i18n.on('languageChanged', () => {
  document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE
})

/**
 * The one i18next instance. The reader's choice is read from and kept in localStorage, else the browser's
 * language is taken, else English. Resolves once the language's strings are in (main.tsx renders after it).
 */
export const i18nReady = i18n
  .use(chunkBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: bundled,
    // English is given above; the backend loads only what is missing.
    partialBundledLanguages: true,
    supportedLngs: LANGUAGES.map((language) => language.code),
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Nothing renders before i18nReady, and a switch loads its language before it applies: never suspend.
    react: { useSuspense: false },
  })

export { i18n }
