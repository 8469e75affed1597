import { Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LanguageSelect } from '@/components/ui/language-select'

/** A smiling face, drawn inline: no icon library for one picture. */
function Smiley() {
  const { t } = useTranslation('feedbackForm')
  return (
    <svg viewBox="0 0 64 64" width={96} height={96} role="img" aria-label={t('success.smiley')}>
      <circle cx="32" cy="32" r="29" fill="#FFD43B" stroke="#E67700" strokeWidth="3" />
      <circle cx="22" cy="25" r="4" fill="#5C3B00" />
      <circle cx="42" cy="25" r="4" fill="#5C3B00" />
      <path d="M19 38 Q32 52 45 38" fill="none" stroke="#5C3B00" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

/** feedBack/feedbackSucess: where the public form lands after its answers are saved. */
export function FeedbackSuccess() {
  const { t } = useTranslation('feedbackForm')
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <LanguageSelect />
      </Group>
      <Stack align="center" gap="md" py="xl" ta="center">
        <Smiley />
        {/* In English, the legacy wording, spelling included: people know this page by it. */}
        <Title order={1} size="h2">
          {t('success.title')}
        </Title>
        <Text c="dimmed">{t('success.body')}</Text>
      </Stack>
    </Stack>
  )
}
