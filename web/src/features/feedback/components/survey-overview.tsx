import { SURVEY_TYPE_LABELS, type SurveyDetail } from '@campus/core'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { updateSurvey } from '../api/surveys'
import { EditSurveyModal } from './edit-survey-modal'
import { SurveyStatusBadge } from './survey-status-badge'

/** The survey's heading (name, type, status, closing date) with Edit and Close / Reopen. */
export function SurveyOverview({
  survey,
  onChanged,
}: {
  survey: SurveyDetail
  onChanged: (survey: SurveyDetail) => void
}) {
  const [dialog, setDialog] = useState<{ kind: 'edit' } | { kind: 'status'; pastClosingDate: boolean }>()
  const closing = survey.status === 'OPEN'
  const close = () => setDialog(undefined)

  async function toggleStatus() {
    const updated = await updateSurvey(survey.id, { status: closing ? 'CLOSED' : 'OPEN' })
    notify('success', closing ? `${survey.name} closed` : `${survey.name} reopened`)
    onChanged(updated)
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {survey.name}
        </Title>
        <Group gap="xs" data-print-hide>
          <Button variant="default" onClick={() => setDialog({ kind: 'edit' })}>
            Edit
          </Button>
          <Button
            variant="default"
            onClick={() => setDialog({ kind: 'status', pastClosingDate: survey.closesOn <= Date.now() })}
          >
            {closing ? 'Close survey' : 'Reopen survey'}
          </Button>
        </Group>
      </Group>
      <Group gap="md">
        <Text>{SURVEY_TYPE_LABELS[survey.type]}</Text>
        <SurveyStatusBadge survey={survey} />
        <Text>Closes on {formatDate(survey.closesOn)}</Text>
      </Group>
      {dialog?.kind === 'edit' && <EditSurveyModal survey={survey} onClose={close} onSaved={onChanged} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          question={closing ? `Close ${survey.name}?` : `Reopen ${survey.name}?`}
          confirmLabel={closing ? 'Close survey' : 'Reopen survey'}
          cancelLabel="Cancel"
          confirmColor={closing ? 'red' : 'blue'}
          onConfirm={toggleStatus}
          onClose={close}
        >
          {closing
            ? 'Students can no longer answer it. Answers already given stay in the reports.'
            : dialog.pastClosingDate
              ? `Its closing date, ${formatDate(survey.closesOn)}, has passed: move it under Edit too, or it still takes no answers.`
              : `Students can answer it again until ${formatDate(survey.closesOn)}.`}
        </ConfirmDialog>
      )}
    </Stack>
  )
}
