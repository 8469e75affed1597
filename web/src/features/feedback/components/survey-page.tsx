import type { SurveyDetail } from '@campus/core'
import { Skeleton, Stack, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import type { CurrentUserRecord } from '@/lib/current-user'
import { refreshFeedback } from '../api/refresh'
import { useSurvey } from '../api/surveys'
import { AnswerCodeSlips } from './answer-code-slips'
import { SurveyOverview } from './survey-overview'
import { SurveyReportTabs } from './survey-report-tabs'
import { SurveyTargets } from './survey-targets'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * One survey: its name, type, status and closing date with Edit and Close / Reopen; what it asks about (subjects
 * with their staff, or groups); and its reports. The page is the report when printed: only the figures print.
 */
export function SurveyPage({ surveyId, user }: { surveyId: string; user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('feedback')
  const survey = useSurvey(surveyId)

  // The server's answer is shown at once, then every feedback read (the reports, the list) is refreshed.
  const changed = (updated: SurveyDetail) => {
    void survey.mutate(updated, { revalidate: false })
    void refreshFeedback()
  }

  if (survey.error)
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('survey.title')}
        </Title>
        <LoadError title={t('survey.loadError')} error={survey.error} />
      </Stack>
    )
  if (!survey.data) return <Skeleton h={300} />
  return (
    <Stack gap="lg" data-feedback-report>
      <SurveyOverview survey={survey.data} onChanged={changed} />
      {survey.data.targets.length > 0 && <AnswerCodeSlips surveyId={survey.data.id} />}
      <SurveyTargets survey={survey.data} user={user} onChanged={changed} />
      <SurveyReportTabs survey={survey.data} />
    </Stack>
  )
}
