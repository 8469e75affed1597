import type { StudentSurvey } from '@campus/core'
import { Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useStudentSurveyName } from './student-survey-card'

/**
 * A student's personal link to a survey's public form, with their answer code in it (docs/adr/0033): the form
 * takes their answer from any phone without signing in, and the code alone can be typed on a form opened from
 * a poster's QR code. Shown only while the survey is open.
 */
export function PersonalAnswerCode({ survey }: { survey: StudentSurvey }) {
  const { t } = useTranslation('surveys')
  const studentSurveyName = useStudentSurveyName()
  if (!survey.answerCode || !survey.answerPath) return null
  const link = `${window.location.origin}${survey.answerPath}`
  const name = studentSurveyName(survey)
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('answerCode.label')}{' '}
        <Text span ff="monospace" fw={700}>
          {survey.answerCode}
        </Text>
      </Text>
      <Group gap="xs">
        <Anchor href={link} size="sm" aria-label={t('answerCode.linkLabel', { name })}>
          {t('answerCode.link')}
        </Anchor>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              color={copied ? 'teal.9' : undefined}
              aria-label={copied ? undefined : t('answerCode.copyLabel', { name })}
              onClick={copy}
            >
              {copied ? t('answerCode.copied') : t('answerCode.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  )
}
