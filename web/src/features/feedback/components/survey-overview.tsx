import { SURVEY_TYPE_LABELS, type SurveyDetail } from '@campus/core'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { updateSurvey } from '../api/surveys'
import { EditSurveyModal } from './edit-survey-modal'
import { SurveyStatusBadge } from './survey-status-badge'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The survey's heading (name, type, status, closing date) with Edit and Close / Reopen. */
export function SurveyOverview({
  survey,
  onChanged,
}: {
  survey: SurveyDetail
  onChanged: (survey: SurveyDetail) => void
}) {
  const { t } = useStaffTranslation('feedback')
  const [dialog, setDialog] = useState<{ kind: 'edit' } | { kind: 'status'; pastClosingDate: boolean }>()
  const closing = survey.status === 'OPEN'
  const close = () => setDialog(undefined)

  async function toggleStatus() {
    const updated = await updateSurvey(survey.id, { status: closing ? 'CLOSED' : 'OPEN' })
    notify(
      'success',
      closing ? t('survey.closed', { name: survey.name }) : t('survey.reopened', { name: survey.name }),
    )
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
            {t('survey.edit')}
          </Button>
          <Button
            variant="default"
            onClick={() => setDialog({ kind: 'status', pastClosingDate: survey.closesOn <= Date.now() })}
          >
            {closing ? t('survey.closeSurvey') : t('survey.reopenSurvey')}
          </Button>
        </Group>
      </Group>
      <Group gap="md">
        <Text>{SURVEY_TYPE_LABELS[survey.type]}</Text>
        <SurveyStatusBadge survey={survey} />
        <Text>{t('survey.closesOn', { date: formatDate(survey.closesOn) })}</Text>
      </Group>
      {dialog?.kind === 'edit' && <EditSurveyModal survey={survey} onClose={close} onSaved={onChanged} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          question={
            closing
              ? t('survey.closeQuestion', { name: survey.name })
              : t('survey.reopenQuestion', { name: survey.name })
          }
          confirmLabel={closing ? t('survey.closeSurvey') : t('survey.reopenSurvey')}
          cancelLabel={t('survey.cancel')}
          confirmColor={closing ? 'red' : 'blue'}
          onConfirm={toggleStatus}
          onClose={close}
        >
          {closing
            ? t('survey.closeNote')
            : dialog.pastClosingDate
              ? t('survey.pastClosingDateNote', { date: formatDate(survey.closesOn) })
              : t('survey.reopenNote', { date: formatDate(survey.closesOn) })}
        </ConfirmDialog>
      )}
    </Stack>
  )
}
