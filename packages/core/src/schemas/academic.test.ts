import { describe, expect, it } from 'vitest'
import {
  CreateAcademicYearSchema,
  CreateGroupSchema,
  SessionClockSchema,
  UpdateAcademicYearSchema,
  UpdateGroupSchema,
} from './academic'

const year = {
  departmentId: '65f1c2d3e4f5a6b7c8d9e006',
  startYear: '2023',
  endYear: 2027,
  noOfYears: '4',
  currentYear: 2,
  currentSem: '3',
  sessionTime: { fnTime: '09:00 AM', anTime: '01:30 PM' },
}

const messages = (input: unknown) => {
  const result = CreateAcademicYearSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('CreateAcademicYearSchema', () => {
  it('parses digit strings into numbers and defaults to active', () => {
    expect(CreateAcademicYearSchema.parse(year)).toStrictEqual({
      ...year,
      startYear: 2023,
      noOfYears: 4,
      currentSem: 3,
      inactive: 'NO',
    })
  })

  it.each([
    ['noOfYears', 0, 'noOfYears: Number of years must be between 1 and 5'],
    ['noOfYears', 6, 'noOfYears: Number of years must be between 1 and 5'],
    ['currentYear', 0, 'currentYear: Current year must be between 1 and 5'],
    ['currentSem', 11, 'currentSem: Current semester must be between 1 and 10'],
    ['currentSem', '', 'currentSem: Current semester must be a whole number'],
    ['currentSem', true, 'currentSem: Current semester must be a whole number'],
    ['startYear', '202', 'startYear: Start year must have at least 4 digits'],
    ['inactive', 'MAYBE', 'inactive: Invalid option: expected one of "YES"|"NO"'],
    ['type', 'month', 'type: Invalid option: expected one of "sem"|"year"'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(messages({ ...year, [field]: value })).toContain(message)
  })

  it('checks the years against each other', () => {
    expect(messages({ ...year, startYear: 2027, endYear: 2023, noOfYears: 2, currentYear: 3 })).toStrictEqual(
      [
        'endYear: End year cannot be before start year',
        'currentYear: Current year cannot be beyond the number of years',
      ],
    )
  })
})

describe('SessionClockSchema', () => {
  it.each(['09:30 AM', '9:30 AM', '12:00 PM', '01:05PM'])('accepts %s', (time) => {
    expect(SessionClockSchema.safeParse(time).success).toBe(true)
  })
  it.each(['13:00 PM', '09:60 AM', '09:30', '9.30 AM', '09:30 am'])('refuses %s', (time) => {
    expect(SessionClockSchema.safeParse(time).success).toBe(false)
  })
})

describe('updates never reset defaults', () => {
  it('keeps inactive and type absent when not sent', () => {
    expect(UpdateAcademicYearSchema.parse({ id: 'y1', currentSem: 4 })).toStrictEqual({
      id: 'y1',
      currentSem: 4,
    })
    expect(UpdateGroupSchema.parse({ id: 'g1', groupName: 'B' })).toStrictEqual({ id: 'g1', groupName: 'B' })
  })
})

describe('CreateGroupSchema', () => {
  it('creates CURRENT groups, dropping the legacy etype key', () => {
    expect(CreateGroupSchema.parse({ groupName: ' A ', accYearId: 'y1', etype: 'CURRENT' })).toStrictEqual({
      groupName: 'A',
      accYearId: 'y1',
      type: 'CURRENT',
    })
  })
})
