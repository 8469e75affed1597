import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/format'
import { intlLocale } from './languages'

/** formatDate in the reader's language: "21 Nov 2026", "21 நவ., 2026", "21 नव॰ 2026". */
export function useFormatDate() {
  const { i18n } = useTranslation()
  const locale = intlLocale(i18n.resolvedLanguage)
  return (epochMs: number | undefined) => formatDate(epochMs, locale)
}
