import { parseListQuery } from '@campus/core'
import { describe, expect, it } from 'vitest'
import {
  cohortListOf,
  listTypeOf,
  matchesUserType,
  registerListOf,
  unitListOf,
  userListRead,
} from './user-list-keys'

const read = (query: string) => userListRead(parseListQuery(new URLSearchParams(query)))

describe('the list partitions of a user', () => {
  it.each([
    [{ usertype: 'HOD', facultyDeptId: 'fd', accYearId: 'ay' }, 'STAFF', 'FDEPT#fd', 'STAFF'],
    [{ usertype: 'FACULTY' }, 'STAFF', undefined, 'STAFF'],
    [
      { usertype: 'STUDENT', groupId: 'g', accYearId: 'ay', facultyDeptId: 'fd' },
      'STUDENT',
      'GROUP#g',
      'ACCYEAR#ay',
    ],
    [{ usertype: 'STUDENT' }, 'STUDENT', undefined, undefined],
    [{ usertype: 'CUSTOM', facultyDeptId: 'fd', accYearId: 'ay' }, 'CUSTOM', 'FDEPT#fd', undefined],
    [{ usertype: 'ADMIN' }, 'ADMIN', undefined, undefined],
  ])('%o: list type %s, gsi2 %s, gsi3 %s', (user, listType, unit, cohort) => {
    expect(listTypeOf(user)).toBe(listType)
    expect(unitListOf(user)).toBe(unit)
    expect(cohortListOf(user)).toBe(cohort)
  })
})

/** What the planner answers for one partition of `indexName`: its key attributes, and what the rest says. */
const partitionRead = (indexName: string, value: string, rest: Record<string, unknown>) => ({
  by: 'partition',
  key: { indexName, partition: { attribute: `${indexName}pk`, value }, ...rest },
})

describe('userListRead', () => {
  it('reads the STAFF partition for the staff list, in name order, the type settled by the key', () => {
    expect(read('filter=usertype eq STAFF,staffTypeId eq st,accountStatus eq ACTIVE')).toEqual(
      partitionRead('gsi3', 'STAFF', { satisfies: ['usertype'], orderedBy: 'name' }),
    )
  })

  it("narrows to a faculty department's staff by sort-key prefix", () => {
    expect(read('filter=usertype eq STAFF,facultyDeptId eq fd')).toEqual(
      partitionRead('gsi2', 'FDEPT#fd', {
        sortKeyPrefix: { attribute: 'gsi2sk', value: 'STAFF#' },
        satisfies: ['facultyDeptId', 'usertype'],
        orderedBy: 'name',
      }),
    )
  })

  it('reads HOD or FACULTY alone from the staff prefix, filtering on the type', () => {
    expect(read('filter=usertype eq FACULTY,facultyDeptId eq fd')).toMatchObject({
      key: { sortKeyPrefix: { value: 'STAFF#' }, satisfies: ['facultyDeptId'], orderedBy: 'name' },
    })
  })

  it('reads a faculty department of every type without claiming name order', () => {
    const result = read('filter=facultyDeptId eq fd')
    expect(result).toMatchObject({ key: { partition: { value: 'FDEPT#fd' }, satisfies: ['facultyDeptId'] } })
    expect(result.by === 'partition' && result.key.orderedBy).toBeFalsy()
  })

  it.each([
    ['filter=usertype eq STUDENT,groupId eq g,accYearId eq ay', 'gsi2', 'GROUP#g', ['groupId', 'usertype']],
    ['filter=groupId eq g', 'gsi2', 'GROUP#g', ['groupId']],
    ['filter=usertype eq STUDENT,accYearId eq ay', 'gsi3', 'ACCYEAR#ay', ['accYearId', 'usertype']],
    ['filter=accYearId eq ay', 'gsi3', 'ACCYEAR#ay', ['accYearId']],
    ['filter=usertype eq STUDENT,accountStatus eq ACTIVE', 'gsi1', 'USERS#STUDENT', ['usertype']],
  ])('%s reads %s %s', (query, indexName, value, satisfies) => {
    expect(read(query)).toMatchObject({
      by: 'partition',
      key: { indexName, partition: { value }, satisfies, orderedBy: 'name' },
    })
  })

  it('looks up the unique key for an email or register number, and reads type by type without a bound', () => {
    expect(read('filter=usertype eq STAFF,email eq a@b.c')).toEqual({ by: 'login' })
    expect(read('filter=registerNo eq R1')).toEqual({ by: 'login' })
    expect(read('filter=accountStatus eq ACTIVE')).toEqual({ by: 'everyType' })
  })
})

describe('register-number order', () => {
  it('lists students and applicants with a register number on gsi4, by type', () => {
    expect(registerListOf({ usertype: 'STUDENT', registerNo: '21CS001' })).toBe('REGNO#STUDENT')
    expect(registerListOf({ usertype: 'APPLICANT', registerNo: 'A1' })).toBe('REGNO#APPLICANT')
    expect(registerListOf({ usertype: 'STUDENT' })).toBeUndefined()
    expect(registerListOf({ usertype: 'FACULTY', registerNo: 'X' })).toBeUndefined()
  })

  it('reads a whole type sorted by register number from gsi4, and a group or year from its own key', () => {
    expect(read('filter=usertype eq STUDENT,accountStatus eq ACTIVE&sort=registerNo')).toEqual(
      partitionRead('gsi4', 'REGNO#STUDENT', { satisfies: ['usertype'], orderedBy: 'registerNo' }),
    )
    expect(read('filter=usertype eq STUDENT,groupId eq g&sort=registerNo')).toMatchObject({
      key: { indexName: 'gsi2' },
    })
    expect(read('filter=usertype eq STAFF&sort=registerNo')).toMatchObject({ key: { indexName: 'gsi3' } })
  })
})

describe('matchesUserType', () => {
  it('takes STAFF as HOD or FACULTY, anything else as itself', () => {
    expect(['HOD', 'FACULTY', 'ADMIN', 'STUDENT'].map((type) => matchesUserType(type, 'STAFF'))).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(matchesUserType('HOD', 'HOD')).toBe(true)
    expect(matchesUserType('HOD', 'FACULTY')).toBe(false)
  })
})
