import { describe, expect, it } from 'vitest'
import {
  counterChanges,
  countsShardsOf,
  homeShardOf,
  labelChanges,
  readCounts,
  type CountedUser,
} from './user-counts'

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
  departmentid: ['dept-b', 'dept#a'],
  departmentName: 'ignored: two departments',
}
const admin: CountedUser = { usertype: 'ADMIN', accountStatus: 'ACTIVE', departmentid: [] }

describe('homeShardOf', () => {
  it('is the first department by id, whatever their order, or COLLEGE for someone in none', () => {
    expect(homeShardOf(faculty)).toBe('DEPT#dept%23a')
    expect(homeShardOf({ ...faculty, departmentid: ['dept#a', 'dept-b'] })).toBe('DEPT#dept%23a')
    expect(homeShardOf(admin)).toBe('COLLEGE')
  })
})

describe('counterChanges', () => {
  it('adds a new user to the college in its home shard, and to each department and year in theirs', () => {
    expect(counterChanges(undefined, student)).toEqual({
      'DEPT#dept%23a': {
        'n#college#STUDENT#ACTIVE': 1,
        'n#dept#dept%23a#STUDENT#ACTIVE': 1,
        'n#year#dept%23a#ay-1#ACTIVE': 1,
      },
    })
    expect(counterChanges(undefined, admin)).toEqual({ COLLEGE: { 'n#college#ADMIN#ACTIVE': 1 } })
  })

  it('moves only the counters a change touches, in the shards that hold them', () => {
    expect(counterChanges(student, { ...student, accountStatus: 'DISABLE' })).toEqual({
      'DEPT#dept%23a': {
        'n#college#STUDENT#ACTIVE': -1,
        'n#college#STUDENT#DISABLE': 1,
        'n#dept#dept%23a#STUDENT#ACTIVE': -1,
        'n#dept#dept%23a#STUDENT#DISABLE': 1,
        'n#year#dept%23a#ay-1#ACTIVE': -1,
        'n#year#dept%23a#ay-1#DISABLE': 1,
      },
    })
    // Leaving dept#a moves the college counter to the new home shard, dept-b.
    expect(counterChanges(faculty, { ...faculty, departmentid: ['dept-b', 'dept-c'] })).toEqual({
      'DEPT#dept%23a': { 'n#college#FACULTY#ACTIVE': -1, 'n#dept#dept%23a#FACULTY#ACTIVE': -1 },
      'DEPT#dept-b': { 'n#college#FACULTY#ACTIVE': 1 },
      'DEPT#dept-c': { 'n#dept#dept-c#FACULTY#ACTIVE': 1 },
    })
  })

  it.each<[string, CountedUser]>([
    ['the same user', { ...student }],
    ['its departments in another order', { ...faculty, departmentid: ['dept#a', 'dept-b'] }],
    ['a new name, phone or profile', { ...student, name: 'Other', phone: '9840012345' } as CountedUser],
  ])('changes nothing for %s', (_, after) => {
    const before = after.usertype === 'STUDENT' ? student : faculty
    expect(counterChanges(before, after)).toEqual({})
    expect(labelChanges(before, after)).toEqual({})
  })
})

describe('labelChanges', () => {
  it("names departments from the refs, or the one departmentName, and years in their department's shard", () => {
    expect(labelChanges(undefined, student)).toEqual({
      'DEPT#dept%23a': {
        'label#dept#dept%23a': 'Civil Engineering',
        'label#year#ay-1': '2024 - 2028',
      },
    })
    expect(labelChanges(undefined, faculty)).toEqual({})
    expect(labelChanges(student, { ...student, accYear: '2024 - 28' })).toEqual({
      'DEPT#dept%23a': { 'label#year#ay-1': '2024 - 28' },
    })
  })
})

describe('readCounts', () => {
  it('reads back what countsShardsOf and the changes wrote, summing the college over the shards', () => {
    const shards = countsShardsOf([student, faculty, { ...student, accountStatus: 'DISABLE' }, admin])
    for (const [shard, names] of Object.entries(counterChanges(faculty, { ...faculty, departmentid: [] })))
      for (const [name, delta] of Object.entries(names)) {
        const item = (shards[shard] ??= {})
        item[name] = Number(item[name] ?? 0) + delta
      }
    const counts = readCounts(Object.values(shards))

    expect(counts.count('STUDENT', 'ACTIVE')).toBe(1)
    expect(counts.count('STUDENT', 'DISABLE', 'dept#a')).toBe(1)
    expect(counts.count('FACULTY', 'ACTIVE')).toBe(1)
    expect(counts.count('ADMIN', 'ACTIVE')).toBe(1)
    expect(counts.count('FACULTY', 'ACTIVE', 'dept-b')).toBe(0)
    expect(counts.departmentIds()).toEqual(['dept#a'])
    expect(counts.departmentName('dept#a')).toBe('Civil Engineering')
    expect(counts.years('dept#a')).toEqual([{ id: 'ay-1', label: '2024 - 2028', students: 1 }])
  })

  it('adds in the single item of the old layout, keys and revision ignored', () => {
    const legacy = { pk: 'COUNTS', sk: 'USERS', rev: 9, 'n#college#STUDENT#ACTIVE': 40 }
    const shard = { pk: 'COUNTS', sk: 'USERS#DEPT#x', rev: 2, 'n#college#STUDENT#ACTIVE': 2 }
    expect(readCounts([legacy, shard]).count('STUDENT', 'ACTIVE')).toBe(42)
  })

  it('reads missing items as zeros', () => {
    expect(readCounts([undefined]).count('ADMIN', 'ACTIVE')).toBe(0)
    expect(readCounts([]).departmentIds()).toEqual([])
  })
})

describe('an id that is not well-formed unicode', () => {
  // Such ids are refused at the edge now; one stored before must not throw from encodeURIComponent mid-write.
  it('is counted under U+FFFD instead of throwing', () => {
    const odd: CountedUser = { ...student, departmentid: ['\ud800'], accYearId: 'ay\udc00' }
    const changes = counterChanges(undefined, odd)
    expect(Object.keys(changes['DEPT#%EF%BF%BD'] ?? {})).toContain('n#dept#%EF%BF%BD#STUDENT#ACTIVE')
    expect(readCounts(Object.values(countsShardsOf([odd]))).count('STUDENT', 'ACTIVE', '\ufffd')).toBe(1)
  })
})
