import type { SurveyDetail } from '@campus/core'
import { Select, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { formatDate } from '@/lib/format'
import { usePolledCandidates } from '../api/survey-reports'
import { targetLabel } from '../utils/survey-targets'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Who has answered the survey, or one of its targets: names and register numbers, never their answers. */
export function PolledCandidates({ survey }: { survey: SurveyDetail }) {
  const { t } = useStaffTranslation('feedback')
  const [targetId, setTargetId] = useState<string | null>(null)
  const polled = usePolledCandidates(survey.id, targetId ?? undefined)
  const candidates = polled.data

  return (
    <Stack>
      <div data-print-hide>
        <Select
          label={t('reports.polled.label')}
          placeholder={t('reports.polled.placeholder')}
          data={survey.targets.map((target) => ({ value: target.id, label: targetLabel(target) }))}
          value={targetId}
          onChange={setTargetId}
          clearable
          searchable
          nothingFoundMessage={t('reports.polled.nothingFound')}
          maw={560}
        />
      </div>
      {!candidates ? (
        <Skeleton h={200} />
      ) : candidates.length ? (
        <Table.ScrollContainer minWidth={420} scrollAreaProps={keyboardScrollable}>
          <Table striped withTableBorder aria-label={t('reports.polled.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>#</Table.Th>
                <Table.Th>{t('reports.polled.name')}</Table.Th>
                <Table.Th>{t('reports.polled.registerNumber')}</Table.Th>
                <Table.Th>{t('reports.polled.submittedOn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {candidates.map((candidate, index) => (
                <Table.Tr key={`${candidate.targetId}:${candidate.userId}`}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{candidate.name}</Table.Td>
                  <Table.Td>{candidate.regNo ?? '—'}</Table.Td>
                  <Table.Td>{formatDate(candidate.submittedOn)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text>{t('reports.polled.empty')}</Text>
      )}
    </Stack>
  )
}
