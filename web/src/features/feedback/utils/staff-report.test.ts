import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { averageText, rowSubject, rowSurveyName, withheldMessage } from './staff-report'

const t = englishT('feedback')

describe('staff report wording', () => {
  it('explains each reason a row is withheld, naming the threshold', () => {
    expect(withheldMessage(t, 'SURVEY_OPEN', 5)).toBe('Results appear once the survey closes.')
    expect(withheldMessage(t, 'TOO_FEW_RESPONSES', 5)).toBe(
      'Fewer than 5 students answered, so the results stay hidden to keep answers anonymous.',
    )
  })

  it('shows the average out of 5.0 with its percentage rounded down', () => {
    expect(averageText(4.33)).toBe('4.33/5.0 (86%)')
    expect(averageText(5)).toBe('5/5.0 (100%)')
  })

  it('names the subject by code and name, and an unnamed survey as untitled', () => {
    expect(rowSubject({ subjectCode: 'CS101', subjectName: 'Data Structures' })).toBe('CS101 Data Structures')
    expect(rowSubject({})).toBeUndefined()
    expect(rowSurveyName({ surveyName: '  ' })).toBe('Untitled Survey')
  })
})
