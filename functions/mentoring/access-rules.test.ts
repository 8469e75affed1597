import { describe, expect, it } from 'vitest'
import {
  assertMayAssignIn,
  assertMayChangeComment,
  assertMayDate,
  assertMayReadAbout,
  assertMayReadMentees,
  mayWriteAbout,
} from './access-rules'

const actor = (userId: string, userType: 'ADMIN' | 'HOD' | 'FACULTY', departmentIds: string[] = []) => ({
  userId,
  userType,
  departmentIds,
  headedDepartmentIds: userType === 'HOD' ? departmentIds : [],
})

const admin = actor('admin', 'ADMIN')
const hod = actor('hod', 'HOD', ['cse'])
const otherHod = actor('other-hod', 'HOD', ['ece'])
const mentor = actor('mentor', 'FACULTY', ['cse'])
const faculty = actor('faculty', 'FACULTY', ['cse'])

describe('who writes about a student', () => {
  const student = { departmentIds: ['cse'], mentorId: 'mentor' }

  it('is their mentor now, an HOD of their department or the administrator', () => {
    for (const writer of [admin, hod, mentor]) expect(mayWriteAbout(writer, student)).toBe(true)
    for (const other of [otherHod, faculty]) expect(mayWriteAbout(other, student)).toBe(false)
    expect(mayWriteAbout(mentor, { departmentIds: ['cse'] })).toBe(false)
  })

  it('lets the authors of comments read on, and nobody else', () => {
    expect(() => assertMayReadAbout(faculty, student, ['faculty'])).not.toThrow()
    expect(() => assertMayReadAbout(faculty, student, ['hod'])).toThrow(
      "Only the student's mentor, their HOD or an administrator can see this student's mentoring.",
    )
  })
})

describe('who changes mentorships', () => {
  it('assigns and removes: an HOD of the department or the administrator, never the mentor', () => {
    expect(() => assertMayAssignIn(hod, 'cse', 'Asha')).not.toThrow()
    expect(() => assertMayAssignIn(admin, 'cse', 'Asha')).not.toThrow()
    expect(() => assertMayAssignIn(mentor, 'cse', 'Asha')).toThrow(
      "Only the HOD of Asha's department or an administrator can change their mentor.",
    )
    expect(() => assertMayAssignIn(otherHod, 'cse', 'Asha')).toThrow()
  })

  it('dates a period: also the mentor themself', () => {
    const mentorship = { staffId: 'mentor', departmentId: 'cse' }
    for (const who of [hod, admin, mentor]) expect(() => assertMayDate(who, mentorship)).not.toThrow()
    for (const who of [faculty, otherHod]) expect(() => assertMayDate(who, mentorship)).toThrow()
  })

  it("reads a staff member's students: themself, an HOD of their or the students' departments, the administrator", () => {
    for (const who of [mentor, hod, admin])
      expect(() => assertMayReadMentees(who, 'mentor', ['cse'])).not.toThrow()
    for (const who of [faculty, otherHod])
      expect(() => assertMayReadMentees(who, 'mentor', ['cse'])).toThrow()
  })
})

describe('who changes a comment', () => {
  it('is its author or the administrator', () => {
    expect(() => assertMayChangeComment(hod, { createdBy: 'hod' })).not.toThrow()
    expect(() => assertMayChangeComment(admin, { createdBy: 'hod' })).not.toThrow()
    expect(() => assertMayChangeComment(mentor, { createdBy: 'hod' })).toThrow(
      'Only the person who wrote this comment or an administrator can change it.',
    )
  })
})
