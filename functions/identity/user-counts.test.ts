import { describe, expect, it } from 'vitest'
import { counterChanges, countsItemOf, labelChanges, readCounts, type CountedUser } from './user-counts'

const student: CountedUser = {
  usertype: 'STUDENT',
  accountStatus: 'ACTIVE',
  departmentid: ['dept#a'],
  departments: [{ id: 'dept#a', degreeName: 'B.E.', departmentName: 'Civil Engineering' }],
  accYearId: 'ay-1',
  accYear: '2024 - 2028',
}
const faculty: CountedUser = {
  usertype: 'FACULTY',
  accountStatus: 'ACTIVE',
  departmentid: ['dept#a', 'dept-b'],
  departmentName: 'ignored: two departments',
}

describe('counterChanges', () => {
  it('adds a new user to the college, each department and a student to their year', () => {
    expect(counterChanges(undefined, student)).toEqual({
      'n#college#STUDENT#ACTIVE': 1,
      'n#dept#dept%23a#STUDENT#ACTIVE': 1,
      'n#year#dept%23a#ay-1#ACTIVE': 1,
    })
  })

  it('moves only the counters a change touches', () => {
    expect(counterChanges(student, { ...student, accountStatus: 'DISABLE' })).toEqual({
      'n#college#STUDENT#ACTIVE': -1,
      'n#college#STUDENT#DISABLE': 1,
      'n#dept#dept%23a#STUDENT#ACTIVE': -1,
      'n#dept#dept%23a#STUDENT#DISABLE': 1,
      'n#year#dept%23a#ay-1#ACTIVE': -1,
      'n#year#dept%23a#ay-1#DISABLE': 1,
    })
    expect(counterChanges(faculty, { ...faculty, departmentid: ['dept-b', 'dept-c'] })).toEqual({
      'n#dept#dept%23a#FACULTY#ACTIVE': -1,
      'n#dept#dept-c#FACULTY#ACTIVE': 1,
    })
    expect(counterChanges(student, { ...student })).toEqual({})
  })
})

describe('labelChanges', () => {
  it('names departments from the refs, or the one departmentName, and years from accYear', () => {
    expect(labelChanges(undefined, student)).toEqual({
      'label#dept#dept%23a': 'Civil Engineering',
      'label#year#ay-1': '2024 - 2028',
    })
    expect(labelChanges(undefined, faculty)).toEqual({})
    expect(labelChanges(student, student)).toEqual({})
  })
})

describe('readCounts', () => {
  it('reads back what countsItemOf and the changes wrote', () => {
    const item = countsItemOf([student, faculty, { ...student, accountStatus: 'DISABLE' }])
    for (const [name, delta] of Object.entries(counterChanges(faculty, { ...faculty, departmentid: [] })))
      item[name] = Number(item[name] ?? 0) + delta
    const counts = readCounts({ pk: 'COUNTS', sk: 'USERS', ...item })

    expect(counts.count('STUDENT', 'ACTIVE')).toBe(1)
    expect(counts.count('STUDENT', 'DISABLE', 'dept#a')).toBe(1)
    expect(counts.count('FACULTY', 'ACTIVE')).toBe(1)
    expect(counts.count('FACULTY', 'ACTIVE', 'dept-b')).toBe(0)
    expect(counts.departmentIds()).toEqual(['dept#a'])
    expect(counts.departmentName('dept#a')).toBe('Civil Engineering')
    expect(counts.years('dept#a')).toEqual([{ id: 'ay-1', label: '2024 - 2028', students: 1 }])
  })

  it('reads a missing item as zeros', () => {
    expect(readCounts(undefined).count('ADMIN', 'ACTIVE')).toBe(0)
    expect(readCounts(undefined).departmentIds()).toEqual([])
  })
})

describe('an id that is not well-formed unicode', () => {
  // Such ids are refused at the edge now; one stored before must not throw from encodeURIComponent mid-write.
  it('is counted under U+FFFD instead of throwing', () => {
    const odd: CountedUser = { ...student, departmentid: ['\ud800'], accYearId: 'ay\udc00' }
    const changes = counterChanges(undefined, odd)
    expect(Object.keys(changes)).toContain('n#dept#%EF%BF%BD#STUDENT#ACTIVE')
    expect(readCounts(countsItemOf([odd])).count('STUDENT', 'ACTIVE', '\ufffd')).toBe(1)
  })
})
