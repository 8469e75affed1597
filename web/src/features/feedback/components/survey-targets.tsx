import { surveyFlow, type SurveyDetail } from '@campus/core'
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import type { CurrentUserRecord } from '@/lib/current-user'
import { AddGroupTargetsModal } from './add-group-targets-modal'
import { AddSubjectTargetsModal } from './add-subject-targets-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * What a survey asks about, with how many have answered each: subjects with their staff (a subject survey) or
 * groups (exit and other surveys), and the button that adds more.
 */
export function SurveyTargets({
  survey,
  user,
  onChanged,
}: {
  survey: SurveyDetail
  user: CurrentUserRecord
  onChanged: (survey: SurveyDetail) => void
}) {
  const { t } = useStaffTranslation('feedback')
  const [adding, setAdding] = useState(false)
  const subjects = surveyFlow(survey.type) === 'subject'
  const heading = subjects ? t('targets.subjectsAskedAbout') : t('targets.groupsAsked')

  return (
    <Stack gap="sm" data-print-hide>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <Button variant="light" onClick={() => setAdding(true)}>
          {subjects ? t('targets.addSubjects') : t('targets.addGroups')}
        </Button>
      </Group>
      {survey.targets.length ? (
        <Table.ScrollContainer minWidth={subjects ? 640 : 320} scrollAreaProps={keyboardScrollable}>
          <Table striped withTableBorder aria-label={heading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('targets.group')}</Table.Th>
                {subjects && (
                  <>
                    <Table.Th>{t('targets.subjectCode')}</Table.Th>
                    <Table.Th>{t('targets.subject')}</Table.Th>
                    <Table.Th>{t('targets.staff')}</Table.Th>
                  </>
                )}
                <Table.Th ta="right">{t('targets.responses')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {survey.targets.map((target) => (
                <Table.Tr key={target.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{target.groupName}</Table.Td>
                  {subjects && (
                    <>
                      <Table.Td>{target.subjectCode ?? '—'}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{target.subjectName ?? '—'}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{target.staffName ?? '—'}</Table.Td>
                    </>
                  )}
                  <Table.Td ta="right">{target.polled}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text>{subjects ? t('targets.noSubjects') : t('targets.noGroups')}</Text>
      )}
      {adding &&
        (subjects ? (
          <AddSubjectTargetsModal
            survey={survey}
            user={user}
            onClose={() => setAdding(false)}
            onAdded={onChanged}
          />
        ) : (
          <AddGroupTargetsModal
            survey={survey}
            user={user}
            onClose={() => setAdding(false)}
            onAdded={onChanged}
          />
        ))}
    </Stack>
  )
}
