import type { Principal, UserType } from '@campus/core'
import type { StudentMentor, TaughtSubject } from '@campus/db'
import { describe, expect, it, vi } from 'vitest'
import { createNeedToKnow, headOfDepartment, mentorOfStudent, teacherOfGroup } from './need-to-know'

const actor = (userType: UserType, more: Partial<Principal> = {}): Principal => ({
  userId: `id-${userType.toLowerCase()}`,
  userType,
  email: '',
  name: '',
  roles: [],
  rollType: [],
  departmentIds: [],
  ...more,
})

const subject = (more: Partial<TaughtSubject>): TaughtSubject => ({
  id: 's',
  regSubId: 'r',
  subjectName: '',
  subjectCode: '',
  semester: 1,
  accYearId: 'ay-1',
  departmentId: 'dept-a',
  department: '',
  subjectStatus: 'ACTIVE',
  stafflist: [],
  ...more,
})

const student = {
  id: 'id-s',
  usertype: 'STUDENT',
  departmentid: ['dept-a'],
  accYearId: 'ay-1',
  groupId: 'g-1',
}

function lookup(subjects: TaughtSubject[]) {
  const subjectsOf = vi.fn(() => Promise.resolve(subjects))
  const needToKnow = createNeedToKnow([headOfDepartment, teacherOfGroup({ subjectsOf })])
  return { subjectsOf, of: (caller: Principal) => needToKnow.of(caller) }
}

describe('who has a reason to see a student’s personal data', () => {
  it('the student themself and the administrator, without reading the teaching', async () => {
    const { subjectsOf, of } = lookup([])
    expect(await of(actor('STUDENT', { userId: 'id-s' }))(student)).toBe('SELF')
    expect(await of(actor('ADMIN'))(student)).toBe('ADMIN')
    expect(subjectsOf).not.toHaveBeenCalled()
  })

  it('the HOD of one of their departments, not of another', async () => {
    const { of } = lookup([])
    expect(await of(actor('HOD', { headedDepartmentIds: ['dept-a'] }))(student)).toBe('HOD')
    expect(await of(actor('HOD', { headedDepartmentIds: ['dept-b'] }))(student)).toBeUndefined()
    // Belonging to the department is not heading it.
    expect(await of(actor('FACULTY', { departmentIds: ['dept-a'] }))(student)).toBeUndefined()
  })

  it("staff teaching their group or their whole year, not another group's, nor an inactive subject", async () => {
    const teaches = async (taught: Partial<TaughtSubject>) =>
      (await lookup([subject(taught)]).of(actor('FACULTY'))(student)) === 'TEACHER'
    expect(await teaches({ groupId: 'g-1' })).toBe(true)
    expect(await teaches({})).toBe(true)
    expect(await teaches({ groupId: 'g-2' })).toBe(false)
    expect(await teaches({ accYearId: 'ay-2' })).toBe(false)
    expect(await teaches({ groupId: 'g-1', subjectStatus: 'INACTIVE' })).toBe(false)
  })

  it('reads the caller’s subjects once for a whole list', async () => {
    const { subjectsOf, of } = lookup([subject({ groupId: 'g-1' })])
    const relations = of(actor('CUSTOM'))
    const rows = Array.from({ length: 50 }, (_, n) => ({ ...student, id: `s-${n}`, groupId: `g-${n % 2}` }))
    const reasons = await Promise.all(rows.map(relations))
    expect(reasons.filter(Boolean)).toHaveLength(25)
    expect(subjectsOf).toHaveBeenCalledTimes(1)
  })
})

describe('a mentor (issue 31)', () => {
  const mentorship = (studentId: string): StudentMentor => ({
    studentId,
    staffId: 'id-faculty',
    departmentId: 'dept-a',
  })

  function withMentees(mentees: StudentMentor[], subjects: TaughtSubject[] = []) {
    const studentsOf = vi.fn(() => Promise.resolve(mentees))
    const subjectsOf = vi.fn(() => Promise.resolve(subjects))
    const needToKnow = createNeedToKnow([
      headOfDepartment,
      teacherOfGroup({ subjectsOf }),
      mentorOfStudent({ studentsOf }),
    ])
    return { studentsOf, subjectsOf, needToKnow }
  }

  it('sees the students they mentor now, reading their mentees once a request, and no others', async () => {
    const { studentsOf, needToKnow } = withMentees([mentorship('id-s')])
    const relations = needToKnow.of(actor('FACULTY'))
    expect(await relations(student)).toBe('MENTOR')
    expect(await relations({ ...student, id: 'id-other' })).toBeUndefined()
    expect(studentsOf).toHaveBeenCalledTimes(1)
    expect(studentsOf).toHaveBeenCalledWith('id-faculty')
  })

  it('comes after the HOD and the teacher, whose answer needs no mentees read', async () => {
    const { studentsOf, needToKnow } = withMentees([mentorship('id-s')], [subject({ groupId: 'g-1' })])
    expect(await needToKnow.of(actor('FACULTY'))(student)).toBe('TEACHER')
    expect(await needToKnow.of(actor('HOD', { headedDepartmentIds: ['dept-a'] }))(student)).toBe('HOD')
    expect(studentsOf).not.toHaveBeenCalled()
  })

  it('is never a student, an applicant or a custom-role account, who read nothing', async () => {
    const { studentsOf, needToKnow } = withMentees([mentorship('id-s')])
    expect(await needToKnow.of(actor('STUDENT'))(student)).toBeUndefined()
    expect(await needToKnow.of(actor('APPLICANT'))(student)).toBeUndefined()
    expect(await needToKnow.of(actor('CUSTOM'))(student)).toBeUndefined()
    expect(studentsOf).not.toHaveBeenCalled()
  })

  it('is answered from what a caller already knows, without reading the mentees', async () => {
    const { studentsOf, needToKnow } = withMentees([])
    const relations = needToKnow.of(actor('FACULTY'), { MENTOR: (person) => person.id === 'id-s' })
    expect(await relations(student)).toBe('MENTOR')
    expect(await relations({ ...student, id: 'id-other' })).toBeUndefined()
    expect(studentsOf).not.toHaveBeenCalled()
  })
})
