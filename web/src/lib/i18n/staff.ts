import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE } from './languages'
import type { StaffNamespace } from './staff-namespaces'

/**
 * A staff screen's strings (ADR 0031): English whatever language the reader chose, until the screen is
 * translated. Fixing the language keeps English plural rules too: Hindi's would count 0 as one ("0 entry").
 */
export function useStaffTranslation<Namespace extends StaffNamespace>(namespace: Namespace) {
  return useTranslation(namespace, { lng: DEFAULT_LANGUAGE })
}
