import { describe, expect, it } from 'vitest'
import {
  EMPTY_SELECTION,
  groupsState,
  hasReceivers,
  receiversOf,
  stateOf,
  withGroups,
  withIds,
  withStudents,
} from './selection'

describe('receiversOf', () => {
  const selection = {
    hods: ['hod-1'],
    faculty: ['fac-1', 'hod-1'],
    students: { 'grp-a': true as const, 'grp-b': ['stu-1', 'stu-2'] },
    parents: { 'grp-a': ['stu-3'], 'grp-c': true as const },
  }

  it('sends whole groups by id, some students by theirs, and each person once', () => {
    expect(receiversOf(selection, true)).toEqual({
      userIds: ['hod-1', 'fac-1', 'stu-1', 'stu-2'],
      groupIds: ['grp-a'],
      parentsUserIds: ['stu-3'],
      parentsGroupIds: ['grp-c'],
    })
  })

  it('leaves parents out without an SMS', () => {
    expect(receiversOf(selection, false)).toMatchObject({ parentsUserIds: [], parentsGroupIds: [] })
  })

  it('says whether anyone is chosen', () => {
    expect(hasReceivers(receiversOf(EMPTY_SELECTION, true))).toBe(false)
    expect(hasReceivers(receiversOf({ ...EMPTY_SELECTION, parents: { g: true } }, true))).toBe(true)
    expect(hasReceivers(receiversOf({ ...EMPTY_SELECTION, parents: { g: true } }, false))).toBe(false)
  })
})

describe('picking people and groups', () => {
  it('adds and removes ids without doubles', () => {
    expect(withIds(['a'], ['a', 'b'], true)).toEqual(['a', 'b'])
    expect(withIds(['a', 'b', 'c'], ['a', 'c'], false)).toEqual(['b'])
  })

  it('gives a select-all box its checked and indeterminate states', () => {
    expect(stateOf(['a'], ['a', 'b'])).toEqual({ checked: false, indeterminate: true })
    expect(stateOf(['a', 'b'], ['a', 'b'])).toEqual({ checked: true, indeterminate: false })
    expect(stateOf([], [])).toEqual({ checked: false, indeterminate: false })
  })

  it('picks whole groups over partial picks, and drops them', () => {
    const picks = withGroups({ g1: ['s1'] }, ['g1', 'g2'], true)
    expect(picks).toEqual({ g1: true, g2: true })
    expect(withGroups(picks, ['g1'], false)).toEqual({ g2: true })
  })

  it('shows a tree node partly checked when some of its groups are picked in part', () => {
    expect(groupsState({ g1: true }, ['g1', 'g2'])).toEqual({ checked: false, indeterminate: true })
    expect(groupsState({ g1: ['s1'] }, ['g1'])).toEqual({ checked: false, indeterminate: true })
    expect(groupsState({ g1: true, g2: true }, ['g1', 'g2'])).toEqual({ checked: true, indeterminate: false })
  })

  it('turns a picker choice into none, some students, or the whole group', () => {
    expect(withStudents({ g1: true }, 'g1', [], 3)).toEqual({})
    expect(withStudents({}, 'g1', ['s1', 's1'], 3)).toEqual({ g1: ['s1'] })
    expect(withStudents({}, 'g1', ['s1', 's2', 's3'], 3)).toEqual({ g1: true })
  })
})
