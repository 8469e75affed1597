import { describe, expect, it } from 'vitest'
import { CreateAssignmentSchema, parseDeadline } from './assignment'

const assignment = {
  title: 'Lab record',
  message: 'Submit the lab record.',
  file: {},
  deadLine: '05-Mar-2021',
  subjects: '65f1c2d3e4f5a6b7c8d9e009',
  subjectName: 'Data Structures',
  submission: 'Enable',
}

describe('CreateAssignmentSchema', () => {
  it('reads an empty file object as no file', () => {
    const { file: _file, ...expected } = assignment
    expect(CreateAssignmentSchema.parse(assignment)).toStrictEqual(expected)
  })

  it('reads the subject from a single id or a one-element array', () => {
    expect(CreateAssignmentSchema.parse({ ...assignment, subjects: ['s1'] }).subjects).toBe('s1')
    expect(CreateAssignmentSchema.safeParse({ ...assignment, subjects: ['s1', 's2'] }).success).toBe(false)
  })

  it('accepts only Enable or Disable for submission', () => {
    expect(CreateAssignmentSchema.safeParse({ ...assignment, submission: 'enable' }).success).toBe(false)
  })
})

describe('parseDeadline', () => {
  it.each([
    ['05-Mar-2021', { year: 2021, month: 3, day: 5 }],
    ['29-Feb-2024', { year: 2024, month: 2, day: 29 }],
    ['31-Dec-2025', { year: 2025, month: 12, day: 31 }],
  ])('reads %s', (text, day) => {
    expect(parseDeadline(text)).toStrictEqual(day)
  })

  it.each([
    '29-Feb-2023',
    '31-Apr-2021',
    '00-Jan-2021',
    '5-Mar-2021',
    '05-MAR-2021',
    '05-03-2021',
    '2021-03-05',
  ])('refuses %s', (text) => {
    expect(parseDeadline(text)).toBeUndefined()
    expect(
      CreateAssignmentSchema.safeParse({ ...assignment, deadLine: text }).error?.issues[0]?.message,
    ).toBe('Use a deadline like 05-Mar-2021')
  })
})
