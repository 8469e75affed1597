import i18n, { type BackendModule, type ReadCallback } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages'
import type { Resources } from './locales/en'
import { bundled, FIRST_NAMESPACES, languageLoaders } from './resources'
import { staffNamespaces } from './staff-namespaces'

const fail = (callback: ReadCallback) => (error: unknown) =>
  callback(error instanceof Error ? error : new Error(String(error)), false)

/** Reads a language's namespace from its chunk (resources.ts): no request to the API, no locale files. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const staff = staffNamespaces.get(namespace)
    if (staff) {
      // Staff screens are English only: every language reads the English strings. (An empty answer for Tamil
      // would count as loaded before English arrives, and a screen could render its keys meanwhile.)
      staff().then((strings) => callback(null, strings), fail(callback))
      return
    }
    const load = languageLoaders[language as keyof typeof languageLoaders] as
      (() => Promise<Resources>) | undefined
    if (!load) return callback(null, {})
    load().then((strings) => callback(null, strings[namespace as keyof Resources]), fail(callback))
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
    ns: FIRST_NAMESPACES,
    defaultNS: 'common',
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    // tsc checks every literal key; a key built at run time (a code the screen did not expect) that has no
    // English string is reported, and the browser tests fail on the report (tests/e2e/support.ts).
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) =>
      // eslint-disable-next-line no-console -- the browser's console is where a reader's report and the tests look
      console.error(`No string for ${namespace}:${key}`),
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // The shell's and sign-in's strings are in before anything renders, and a switch loads its language before it
    // applies. Any other page suspends once, the first time its namespace loads: the layouts hold it in a
    // ScreenSuspense, and a navigation keeps the previous screen until then.
    react: { useSuspense: true },
  })

export { i18n }
