import { surveyFlow, type SurveyDetail } from '@campus/core'
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import type { CurrentUserRecord } from '@/lib/current-user'
import { AddGroupTargetsModal } from './add-group-targets-modal'
import { AddSubjectTargetsModal } from './add-subject-targets-modal'

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
  const [adding, setAdding] = useState(false)
  const subjects = surveyFlow(survey.type) === 'subject'
  const what = subjects ? 'subjects' : 'groups'

  return (
    <Stack gap="sm" data-print-hide>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {subjects ? 'Subjects asked about' : 'Groups asked'}
        </Title>
        <Button variant="light" onClick={() => setAdding(true)}>
          Add {what}
        </Button>
      </Group>
      {survey.targets.length ? (
        <Table.ScrollContainer minWidth={subjects ? 640 : 320} scrollAreaProps={keyboardScrollable}>
          <Table striped withTableBorder aria-label={subjects ? 'Subjects asked about' : 'Groups asked'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Group</Table.Th>
                {subjects && (
                  <>
                    <Table.Th>Subject code</Table.Th>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>Staff</Table.Th>
                  </>
                )}
                <Table.Th ta="right">Responses</Table.Th>
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
        <Text>No {what} yet: add some so students can answer the survey.</Text>
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
