import { describe, expect, it } from 'vitest'
import { addAnswerUpdate, aggregateDrift, aggregateOf, reportOf } from './aggregates'

const form = { referenceId: 'r', feedbackTemplateId: 't' }
const heading = { name: 'Course', questions: [{ question: 'A' }, { question: 'B' }] }

describe('aggregates', () => {
  it('count each grade per question and report averages rounded to 2 places', () => {
    const item = aggregateOf(form, heading, [{ ratings: [5, 1] }, { ratings: [4, 2] }, { ratings: [4, 2] }])
    expect(item).toMatchObject({ polled: 3, g0_5: 1, g0_4: 2, g1_1: 1, g1_2: 2 })
    const report = reportOf('r', item)
    expect(report.questions.map(({ avg }) => avg)).toEqual([4.33, 1.67])
    expect(report.overAllAvg).toBe(3)
    expect(report.questions[0]).toMatchObject({ fouthGrade: 2, fifthGrade: 1, firstGrade: 0 })
  })

  it('name the counts that drifted', () => {
    const rebuilt = aggregateOf(form, heading, [{ ratings: [5, 1] }])
    expect(aggregateDrift(rebuilt, rebuilt)).toEqual([])
    expect(aggregateDrift(undefined, rebuilt)).toEqual(['g0_5', 'g1_1', 'polled'])
    expect(aggregateDrift({ ...rebuilt, polled: 2, g0_4: 1 }, rebuilt)).toEqual(['g0_4', 'polled'])
  })

  it('count the browser submissions of an event form, and report them beside the answers', () => {
    const answers = [
      { ratings: [5, 1], respondentKey: 'SUBMISSION#browser-1' },
      { ratings: [4, 2], respondentKey: 'SUBMISSION#browser-2' },
      { ratings: [4, 2], respondentKey: 'REG#21CS001' },
    ]
    const item = aggregateOf(form, heading, answers)
    expect(item).toMatchObject({ polled: 3, submissions: 2 })
    expect(reportOf('r', item).submissions).toEqual({ distinct: 2, answers: 3 })
    const course = aggregateOf(form, heading, [{ ratings: [5, 1], respondentKey: 'REG#21CS001' }])
    expect(course).not.toHaveProperty('submissions')
    expect(reportOf('r', course)).not.toHaveProperty('submissions')
    expect(aggregateDrift({ ...item, submissions: 1 }, item)).toEqual(['submissions'])
    const add = addAnswerUpdate('t', { ...form, respondentKey: 'SUBMISSION#browser-3' }, heading, [5, 5])
    expect(add.UpdateExpression).toContain('#submissions :one')
    expect(
      addAnswerUpdate('t', { ...form, respondentKey: 'REG#X' }, heading, [5, 5]).UpdateExpression,
    ).not.toContain('submissions')
  })
})
