import { personalFormPath } from '@campus/core'
import { Button, CopyButton, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { useAnswerCodeSlips } from '../api/surveys'

/**
 * The slips of a survey's personal answer codes (docs/adr/0033): each student's register number, name, code and
 * personal link, to print and hand out or to paste into an SMS tool. With the code a student answers the
 * survey's public form; a register number alone is refused.
 */
export function AnswerCodeSlips({ surveyId }: { surveyId: string }) {
  const { t } = useStaffTranslation('feedback')
  const [opened, setOpened] = useState(false)
  const slips = useAnswerCodeSlips(opened ? surveyId : null)
  const data = slips.data
  const linkOf = (slip: NonNullable<typeof data>['slips'][number]) =>
    data
      ? `${window.location.origin}${personalFormPath({
          feedbackTemplateId: data.feedbackTemplateId,
          surveyId: data.surveyId,
          type: data.type,
          registerNo: slip.registerNo,
          answerCode: slip.answerCode,
        })}`
      : ''
  const asText = data
    ? data.slips
        .map((slip) => [slip.registerNo, slip.name, slip.groupName, slip.answerCode, linkOf(slip)].join('\t'))
        .join('\n')
    : ''

  return (
    <>
      <Group>
        <Button variant="light" onClick={() => setOpened(true)}>
          {t('slips.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('slips.title')} size="xl">
        <Stack gap="sm">
          <Text size="sm">{t('slips.help')}</Text>
          <LoadError title={t('slips.loadError')} error={slips.error} />
          {!data && !slips.error && <Skeleton h={200} />}
          {data && (
            <>
              <Group>
                <CopyButton value={asText}>
                  {({ copied, copy }) => (
                    <Button size="compact-sm" variant="light" onClick={copy}>
                      {copied ? t('slips.copied') : t('slips.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              {data.slips.length === 0 ? (
                <Text c="dimmed">{t('slips.none')}</Text>
              ) : (
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('slips.registerNo')}</Table.Th>
                      <Table.Th>{t('slips.name')}</Table.Th>
                      <Table.Th>{t('slips.group')}</Table.Th>
                      <Table.Th>{t('slips.code')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.slips.map((slip) => (
                      <Table.Tr key={slip.registerNo}>
                        <Table.Td>{slip.registerNo}</Table.Td>
                        <Table.Td>{slip.name}</Table.Td>
                        <Table.Td>{slip.groupName}</Table.Td>
                        <Table.Td ff="monospace">{slip.answerCode}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </>
          )}
        </Stack>
      </Modal>
    </>
  )
}
