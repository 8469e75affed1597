import { useTranslation } from 'react-i18next'
import { type Language, LANGUAGES } from './languages'

/**
 * The reader's language, the name of the switch and the way to change it. The choice applies at once and is
 * kept in localStorage. The switch's name says "Language" in English too, so a reader who cannot read the
 * page's language still finds it.
 */
export function useLanguage() {
  const { t, i18n } = useTranslation('common')
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? LANGUAGES[0]
  const label = current.code === 'en' ? t('language.label') : `${t('language.label')} (Language)`
  const choose = (code: Language) => void i18n.changeLanguage(code)
  return { current, label, choose }
}
