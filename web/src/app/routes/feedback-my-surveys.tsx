import { AccessGate } from '@/components/ui/access-gate'
import { StudentSurveyList } from '@/features/feedback/components/student-survey-list'
import { mayAnswerSurveys } from '@/features/feedback/utils/access'

/** feedBack/mySurveys: the surveys put to the signed-in student's class. */
export function Component() {
  return (
    <AccessGate title="My surveys" allows={mayAnswerSurveys} refusal="Surveys are answered by students.">
      {() => <StudentSurveyList />}
    </AccessGate>
  )
}
