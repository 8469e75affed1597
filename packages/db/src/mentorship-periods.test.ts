import { describe, expect, it } from 'vitest'
import { menteeRecordOf, periodOn } from './mentorship-periods'

const item = {
  studentId: 's1',
  departmentId: 'dept-cse',
  staffId: 'staff-a',
  staffName: 'Anita',
  assignedOn: 300,
  endDate: 500,
  history: [
    { staffId: 'staff-b', startDate: 100, endDate: 200, assignedOn: 50, removedOn: 200, removedBy: 'hod' },
    { staffName: 'no id', startDate: 0 },
  ],
}

describe('mentorship periods', () => {
  it('reads history first and the current mentor last; a period without a start runs from its assignment', () => {
    expect(menteeRecordOf(item)).toEqual({
      studentId: 's1',
      departmentId: 'dept-cse',
      periods: [
        { staffId: 'staff-b', startDate: 100, endDate: 200, current: false },
        { staffId: 'staff-a', staffName: 'Anita', startDate: 300, endDate: 500, current: true },
      ],
    })
  })

  it('finds the period covering a date, both ends included, and none between or after', () => {
    const record = menteeRecordOf(item)!
    expect(periodOn(record, 100)?.staffId).toBe('staff-b')
    expect(periodOn(record, 200)?.staffId).toBe('staff-b')
    expect(periodOn(record, 250)).toBeUndefined()
    expect(periodOn(record, 500)?.staffId).toBe('staff-a')
    expect(periodOn(record, 501)).toBeUndefined()
  })

  it('keeps an open period open, and ignores an item that names no student', () => {
    const open = menteeRecordOf({ studentId: 's2', departmentId: 'd', staffId: 'x', startDate: 10 })!
    expect(periodOn(open, Number.MAX_SAFE_INTEGER)?.staffId).toBe('x')
    expect(menteeRecordOf({ departmentId: 'd', staffId: 'x' })).toBeUndefined()
  })
})
