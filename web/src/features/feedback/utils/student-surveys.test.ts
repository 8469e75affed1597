import type { StudentSurvey } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { splitStudentSurveys, subjectLine } from './student-surveys'

const survey = (targetId: string, open: boolean, answered: boolean): StudentSurvey => ({
  surveyId: 's1',
  targetId,
  name: 'Semester feedback',
  type: 'SUBFEEDBACK',
  closesOn: 1_800_000_000_000,
  open,
  answered,
  groupName: 'II CSE A',
})

describe('splitStudentSurveys', () => {
  it('puts open unanswered targets to answer, answered or closed ones aside, in the server order', () => {
    const openA = survey('a', true, false)
    const answered = survey('b', true, true)
    const closed = survey('c', false, false)
    const openD = survey('d', true, false)
    const closedAnswered = survey('e', false, true)

    const { toAnswer, doneOrClosed } = splitStudentSurveys([openA, answered, closed, openD, closedAnswered])

    expect(toAnswer).toEqual([openA, openD])
    expect(doneOrClosed).toEqual([answered, closed, closedAnswered])
  })
})

describe('subjectLine', () => {
  it.each([
    [
      { subjectCode: 'CS101', subjectName: 'Data Structures', staffName: 'Priya' },
      'CS101 Data Structures · Priya',
    ],
    [{ subjectName: 'Data Structures', staffName: 'Priya' }, 'Data Structures · Priya'],
    [{ subjectCode: 'CS101', subjectName: 'Data Structures' }, 'CS101 Data Structures'],
    [{}, undefined],
  ])('describes %o as %s', (target, line) => {
    expect(subjectLine(target)).toBe(line)
  })
})
