import type { StudentSurvey } from '@campus/core'

/**
 * Splits a student's survey targets into those still waiting for their answer (open, not answered) and the
 * rest (answered, or closed before they answered), keeping the server's order in each.
 */
export function splitStudentSurveys(surveys: readonly StudentSurvey[]) {
  const toAnswer: StudentSurvey[] = []
  const doneOrClosed: StudentSurvey[] = []
  for (const survey of surveys) (survey.open && !survey.answered ? toAnswer : doneOrClosed).push(survey)
  return { toAnswer, doneOrClosed }
}

/** What a subject target is about, "CS101 Data Structures · Priya Raman"; undefined for a group target. */
export function subjectLine(survey: Pick<StudentSurvey, 'subjectCode' | 'subjectName' | 'staffName'>) {
  const subject = [survey.subjectCode, survey.subjectName].filter(Boolean).join(' ')
  const line = [subject, survey.staffName].filter(Boolean).join(' · ')
  return line || undefined
}
