import { createAcademicsFixture, type AcademicsFixture } from './fixture'

type Created = { id: string }

/** An academic-year body as the add-year form sends it: a four-year semester course starting in 2024. */
export const anAcademicYear = <Fields extends object>(overrides: Fields) => ({
  startYear: 2024,
  endYear: 2028,
  type: 'sem',
  noOfYears: 4,
  currentYear: 1,
  currentSem: 1,
  sessionTime: { fnTime: '09:00 AM', anTime: '01:30 PM' },
  ...overrides,
})

/** A regulation-subject body as the add-subject form sends it: a first-semester subject of 3 credits. */
export const aRegulationSubject = <Fields extends object>(regulationID: string, overrides: Fields) => ({
  regulationID,
  semester: 1,
  credits: 3,
  ...overrides,
})

/**
 * A small college built through the API as an administrator: one faculty and faculty department, two
 * departments (A and B) with a 2021 regulation each, three subjects in A's, one academic year in A with
 * groups A and B, and tokens for an HOD of each department, two faculty and a student of A's year, group A.
 */
export async function buildCollege(f: AcademicsFixture) {
  const admin = await f.login('admin')
  const post = <Body = Created>(path: string, body: unknown) =>
    f.ok<Body>('POST', path, { token: admin, body })

  const faculty = await post('/api/faculty', { name: 'Faculty of Engineering' })
  const facultyDepartment = await post('/api/facultydepartment', {
    name: 'Engineering',
    facultyId: faculty.id,
  })
  const department = (degreeName: string, departmentName: string) =>
    post('/api/departments/create', {
      degreeName,
      departmentName,
      facultyDeptId: facultyDepartment.id,
      totalSemester: '8',
    })
  const deptA = await department('B.E.', 'Computer Science')
  const deptB = await department('B.E.', 'Mechanical')
  const regA = await post('/api/reg/year', { year: '2021', examType: 'Semester', departmentID: deptA.id })
  const regB = await post('/api/reg/year', { year: '2021', departmentID: deptB.id })
  const subject = (subjectCode: string, subjectName: string, semester: number) =>
    post('/api/reg/regulation/sub', { regulationID: regA.id, subjectCode, subjectName, semester, credits: 4 })
  const programming = await subject('CS101', 'Programming', 1)
  const maths = await subject('MA101', 'Mathematics I', 1)
  const dataStructures = await subject('CS201', 'Data Structures', 2)
  const yearA = await post(
    '/api/accyear',
    anAcademicYear({ departmentId: deptA.id, regulationId: regA.id, startYear: 2023, endYear: 2027 }),
  )
  const groupA = await post('/api/group', { groupName: 'A', accYearId: yearA.id, etype: 'CURRENT' })
  const groupB = await post('/api/group', { groupName: 'B', accYearId: yearA.id, etype: 'CURRENT' })

  return {
    ids: {
      faculty: faculty.id,
      facultyDepartment: facultyDepartment.id,
      deptA: deptA.id,
      deptB: deptB.id,
      regA: regA.id,
      regB: regB.id,
      programming: programming.id,
      maths: maths.id,
      dataStructures: dataStructures.id,
      yearA: yearA.id,
      groupA: groupA.id,
      groupB: groupB.id,
    },
    tokens: {
      admin,
      hod: await f.login('hod', { departmentIds: [deptA.id] }),
      otherHod: await f.login('otherHod', { departmentIds: [deptB.id] }),
      faculty: await f.login('faculty', { departmentIds: [deptA.id] }),
      otherFaculty: await f.login('otherFaculty', { departmentIds: [deptB.id] }),
      student: await f.login('student', {
        departmentIds: [deptA.id],
        accYearId: yearA.id,
        groupId: groupA.id,
      }),
      custom: await f.login('custom'),
      applicant: await f.login('applicant'),
    },
  }
}

export type College = Awaited<ReturnType<typeof buildCollege>>

/**
 * The academics app on fresh tables with the college built in it: what every academics test file starts from
 * (awaited at the top of the file, so its tests name `f` and `college` directly).
 */
export async function setUpCollege() {
  const f = await createAcademicsFixture()
  return { f, college: await buildCollege(f) }
}

/** An academic year of department B, added by the administrator: one department A's people may not reach. */
export const addYearOfDepartmentB = (f: AcademicsFixture, college: College) =>
  f.ok<Created>('POST', '/api/accyear', {
    token: college.tokens.admin,
    body: {
      departmentId: college.ids.deptB,
      regulationId: college.ids.regB,
      startYear: 2023,
      endYear: 2027,
      noOfYears: 4,
      currentYear: 1,
      currentSem: 1,
    },
  })
