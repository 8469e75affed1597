import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { useFeedbackReport } from '../api/report'
import { overallAverageText, ReportFigure as Figure } from './report-text'
import { ReportFiguresView, ReportViewControls } from './report-views'
import { SubmissionPattern } from './submission-pattern'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * FeedBack Survey Report of one reference: who answered, the overall average and, per question, how many gave
 * each number of stars; as text (the accessible view, and the first) or as charts.
 */
export function FeedbackReport({
  referenceId,
  feedbackTemplateId,
  fallbackName,
}: {
  referenceId: string
  feedbackTemplateId?: string | undefined
  /** The link's `name`, shown when the report does not name its template. */
  fallbackName?: string | undefined
}) {
  const { t } = useStaffTranslation('feedback')
  const report = useFeedbackReport(referenceId, feedbackTemplateId)
  const [view, setView] = useState('text')
  const data = report.data
  const answered = data && data.polledUser > 0

  return (
    <Stack data-feedback-report>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('report.title')}
        </Title>
        {answered && <ReportViewControls view={view} onChange={setView} />}
      </Group>
      <LoadError title={t('report.loadError')} error={report.error} />
      {!data && !report.error && <Skeleton h={300} />}
      {data && !answered && (
        <Stack gap="xs">
          {(data.name ?? fallbackName) && (
            <Figure label={t('report.feedbackName')} value={data.name ?? fallbackName ?? ''} />
          )}
          <Text>{t('noReport')}</Text>
        </Stack>
      )}
      {data && answered && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Figure label={t('report.feedbackName')} value={data.name ?? fallbackName ?? '—'} />
            <Figure label={t('report.polledUser')} value={data.polledUser} />
            <Text fw={600}>{overallAverageText(t, data)}</Text>
          </SimpleGrid>
          {data.submissions && (
            // An event's form: each browser answers once, so more answers than browsers would show stuffing.
            <Figure
              label={t('report.browserSubmissions')}
              value={t('report.submissions', {
                distinct: data.submissions.distinct,
                answers: data.submissions.answers,
              })}
            />
          )}
          {data.excluded?.length ? (
            <Figure
              label={t('report.leftOut')}
              value={t('report.leftOutAnswers', {
                count: data.excluded.reduce((sum, burst) => sum + burst.answers, 0),
                bursts: data.excluded.length,
              })}
            />
          ) : null}
          <ReportFiguresView view={view} report={data} />
        </>
      )}
      {/* An event's form: its answers per minute, where a flood shows and can be left out. */}
      {data && (data.submissions || data.excluded?.length) ? (
        <SubmissionPattern referenceId={referenceId} feedbackTemplateId={data.feedbackTemplateId} />
      ) : null}
    </Stack>
  )
}
