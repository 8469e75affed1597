import { subjectIdOf } from '@campus/db'

/**
 * The demo college seeded on a first local start: local demo data only, never deployed. Ids are fixed so
 * other domains can seed records that point at the same departments, years and groups.
 */
export const DEMO_PASSWORD = 'Campus@123'

export const FACULTY = { id: 'fac-engineering', name: 'Faculty of Engineering and Technology' }
export const FACULTY_DEPARTMENT = { id: 'fd-engineering', name: 'Engineering', facultyId: FACULTY.id }

export const DEPARTMENTS = [
  { id: 'dept-cse', code: 'cse', degreeName: 'B.E.', departmentName: 'Computer Science and Engineering' },
  {
    id: 'dept-ece',
    code: 'ece',
    degreeName: 'B.E.',
    departmentName: 'Electronics and Communication Engineering',
  },
  { id: 'dept-mech', code: 'mech', degreeName: 'B.E.', departmentName: 'Mechanical Engineering' },
] as const

/** Two academic years, each with two groups of 30 students. */
export const ACADEMIC_YEARS = [
  {
    id: 'ay-cse-2023',
    departmentId: 'dept-cse',
    label: '2023 - 2027',
    groups: ['grp-cse-2023-a', 'grp-cse-2023-b'],
  },
  {
    id: 'ay-ece-2024',
    departmentId: 'dept-ece',
    label: '2024 - 2028',
    groups: ['grp-ece-2024-a', 'grp-ece-2024-b'],
  },
] as const

export const STAFF_TYPES = [
  { id: 'st-teaching', name: 'Teaching' },
  { id: 'st-non-teaching', name: 'Non-Teaching' },
] as const

export const COLLEGE = {
  id: 'college',
  name: 'Campus Demo College of Engineering',
  shortName: 'CDCE',
  address: '1 College Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  phone: '044-2000-0000',
  email: 'office@campus.local',
  pages: {
    contact:
      'Campus Demo College of Engineering, 1 College Road, Chennai. Office hours: Monday to Saturday, 9:00 to 17:00. Phone 044-2000-0000, email office@campus.local.',
    privacy:
      'The college keeps the personal data of students and staff in this portal to run its academic work. It is visible only to the staff who need it, is never sold, and is kept as the affiliating university and accreditation rules require. Ask the office for a copy of your data or to correct it.',
    terms:
      'This portal is for the students and staff of the college. Keep your password to yourself, sign out on shared computers, and use the portal only for college work. The college may suspend accounts that are misused.',
  },
}

/** Demo accounts printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@campus.local', role: 'ADMIN' },
  { email: 'hod.cse@campus.local', role: 'HOD (Computer Science and Engineering)' },
  { email: 'faculty1@campus.local', role: 'FACULTY' },
  { email: 'student1@campus.local', role: 'STUDENT (register number CSE23001)' },
  { email: 'custom@campus.local', role: 'CUSTOM (NAAC authorizer, Engineering)' },
  { email: 'inputter@campus.local', role: 'CUSTOM (NAAC inputter, Engineering)' },
  { email: 'academicadmin@campus.local', role: 'CUSTOM (Academic Admin: fees due)' },
] as const

/** The demo academic administrator: a custom user with the ACADEMICADMIN role type (the fees-due screen). */
export const ACADEMIC_ADMIN = { id: 'user-academic-admin', name: 'Academic Administrator' } as const

/** The demo NAAC users: the IQAC coordinator authorizes what the inputter enters for Engineering. */
export const NAAC_AUTHORIZER = { id: 'user-custom', name: 'IQAC Coordinator' } as const
export const NAAC_INPUTTER = { id: 'user-naac-inputter', name: 'NAAC Data Entry (Engineering)' } as const

/** The demo college's regulation: one per department, in force from 2021. */
export const REGULATION_YEAR = '2021'
export const regulationIdOf = (code: string) => `reg-${code}-${REGULATION_YEAR}`

/** Subjects per department in semesters 1 and 2: shared first-year subjects and two of the branch's own. */
const BRANCH_SUBJECTS: Record<string, readonly [string, string]> = {
  cse: ['Programming in C', 'Data Structures'],
  ece: ['Electronic Devices', 'Circuit Theory'],
  mech: ['Engineering Mechanics', 'Manufacturing Processes'],
}

export function demoRegulationSubjects(code: string) {
  const [first = 'Introduction', second = 'Fundamentals'] = BRANCH_SUBJECTS[code] ?? []
  const branch = code.toUpperCase()
  return [
    { subjectCode: 'MA101', subjectName: 'Engineering Mathematics I', semester: 1, credits: 4 },
    { subjectCode: 'PH101', subjectName: 'Engineering Physics', semester: 1, credits: 3 },
    { subjectCode: 'EN101', subjectName: 'Technical English', semester: 1, credits: 2 },
    { subjectCode: `${branch}101`, subjectName: first, semester: 1, credits: 4 },
    { subjectCode: 'MA102', subjectName: 'Engineering Mathematics II', semester: 2, credits: 4 },
    { subjectCode: 'CY102', subjectName: 'Engineering Chemistry', semester: 2, credits: 3 },
    { subjectCode: 'GE102', subjectName: 'Engineering Graphics', semester: 2, credits: 3 },
    { subjectCode: `${branch}102`, subjectName: second, semester: 2, credits: 4 },
  ].map((subject) => ({ ...subject, id: `rs-${code}-${subject.subjectCode.toLowerCase()}` }))
}

/** The seeded faculty of a department: user-faculty-n with (n - 1) % 3 the department's index. */
export const facultyOf = (departmentIndex: number) =>
  [1, 2, 3, 4]
    .map((round) => departmentIndex + 1 + (round - 1) * DEPARTMENTS.length)
    .map((n) => ({ staffid: `user-faculty-${n}`, staffName: `Faculty Member ${n}` }))

/**
 * The semester-1 subjects a demo group is taught, each with its one teacher (the department's faculty in
 * turn), as the seed writes them: other domains' seeds use it to refer to the same subjects and staff.
 */
export function demoSubjectsTaught(year: (typeof ACADEMIC_YEARS)[number], groupIndex: number) {
  const index = DEPARTMENTS.findIndex(({ id }) => id === year.departmentId)
  const department = DEPARTMENTS[index] ?? DEPARTMENTS[0]
  const staff = facultyOf(Math.max(index, 0))
  const groupId = year.groups[groupIndex]!
  return demoRegulationSubjects(department.code)
    .filter(({ semester }) => semester === 1)
    .map((subject, subjectIndex) => ({
      subject,
      taughtId: subjectIdOf(year.id, groupId, subject.id),
      teacher: staff[(subjectIndex + groupIndex) % staff.length] ?? staff[0]!,
    }))
}

/**
 * The demo circular: its title and fixed public key, so the demo SMS (sms seed) link to the announcement the
 * announcements seed writes, and the README can link to `/m/<key>`. Real keys are 16 random bytes.
 */
export const DEMO_CIRCULAR = {
  title: 'Internal assessment schedule',
  publicKey: 'DemoCircular-CSE-2023a',
} as const
