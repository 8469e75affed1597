import { useTranslation } from 'react-i18next'
import { AccessGate } from '@/components/ui/access-gate'
import { StudentSurveyList } from '@/features/feedback/components/student-survey-list'
import { mayAnswerSurveys } from '@/features/feedback/utils/access'

/** feedBack/mySurveys: the surveys put to the signed-in student's class. */
export function Component() {
  const { t } = useTranslation('surveys')
  return (
    <AccessGate title={t('myTitle')} allows={mayAnswerSurveys} refusal={t('studentsOnly')}>
      {() => <StudentSurveyList />}
    </AccessGate>
  )
}
