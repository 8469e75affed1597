import type { StudentSurvey } from '@campus/core'
import { Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatDate } from '@/lib/i18n/format'
import { subjectLine } from '../utils/student-surveys'

/**
 * A survey's name as shown to students: an unnamed one is an "Untitled Survey" (spec section 8), in the
 * reader's language.
 */
export function useStudentSurveyName() {
  const { t } = useTranslation('surveys')
  return (survey: Pick<StudentSurvey, 'name'>) => survey.name.trim() || t('untitled')
}

/**
 * One survey target in a student's list: the survey, the subject and staff it asks about (subject surveys),
 * the group and the closing date, with what the student can do about it (`action`) beside them.
 */
export function StudentSurveyCard({ survey, action }: { survey: StudentSurvey; action: ReactNode }) {
  const subject = subjectLine(survey)
  const { t } = useTranslation('surveys')
  const formatDate = useFormatDate()
  const studentSurveyName = useStudentSurveyName()
  return (
    <Paper component="li" withBorder p="md">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
          <Text fw={600}>{studentSurveyName(survey)}</Text>
          {subject && <Text>{subject}</Text>}
          <Text size="sm" c="dimmed">
            {t('groupAndClosing', { group: survey.groupName, date: formatDate(survey.closesOn) })}
          </Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  )
}
