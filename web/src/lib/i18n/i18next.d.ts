import 'i18next'
import type { Resources } from './locales/en'

// The English files type every t() call: a key missing from them, or misspelt, fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Resources
  }
}
