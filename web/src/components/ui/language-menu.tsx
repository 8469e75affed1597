import { Button, Menu, Text } from '@mantine/core'
import { LANGUAGES } from '@/lib/i18n/languages'
import { useLanguage } from '@/lib/i18n/use-language'
import { LanguageIcon } from './language-icon'

/**
 * The language switch of the signed-in header: a button naming the current language (only its icon on a
 * phone, where the header is narrow), and a menu of every language in its own script.
 */
export function LanguageMenu() {
  const { current, label, choose } = useLanguage()
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" size="compact-md" px={6} aria-label={`${label}: ${current.name}`}>
          <LanguageIcon />
          <Text span inherit lang={current.code} visibleFrom="sm" ml={6}>
            {current.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            aria-current={language.code === current.code ? 'true' : undefined}
            rightSection={language.code === current.code ? <span aria-hidden="true">✓</span> : undefined}
            onClick={() => choose(language.code)}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
