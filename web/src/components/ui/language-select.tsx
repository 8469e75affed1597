import { NativeSelect } from '@mantine/core'
import { isLanguage, LANGUAGES } from '@/lib/i18n/languages'
import { useLanguage } from '@/lib/i18n/use-language'
import { LanguageIcon } from './language-icon'

/**
 * The language switch of the public pages (sign-in, feedback form, announcement): the browser's own select,
 * which a phone opens as its native picker and which costs these pages no popover code.
 */
export function LanguageSelect() {
  const { current, label, choose } = useLanguage()
  return (
    <NativeSelect
      aria-label={label}
      value={current.code}
      onChange={(event) => {
        const code = event.currentTarget.value
        if (isLanguage(code)) choose(code)
      }}
      data={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
      leftSection={<LanguageIcon />}
      size="sm"
      w={140}
    />
  )
}
