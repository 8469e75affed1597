import 'i18next'
import type { Resources } from './locales/en'
import type { StaffResources } from './staff-namespaces'

// The English files, the student pages' and the staff screens', type every t() call: a key missing from them,
// or misspelt, fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Resources & StaffResources
  }
}
