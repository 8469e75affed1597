import { createAuditLog, type RegulationSubjectRecord, type TaughtSubject } from '@campus/db'
import { createUploadRecords, storeConfirmedUpload } from '@campus/files'
import {
  bytesOf,
  createDomainFixture,
  domainPeople,
  putTeaching,
  TEST_PEOPLE_IN_DEPARTMENTS,
} from '@campus/testing'
import { createCourseMaterialApp } from '../app'
import { createCourseMaterialDeps } from '../deps'

/**
 * The people: the HOD heads CSE and the other HOD ECE; both faculty members and the student are in CSE, and an
 * ECE faculty member teaches ECE's subject.
 */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS, {
  eceFaculty: { userType: 'FACULTY', departmentIds: ['dept-ece'] },
})

export type Person = keyof typeof PEOPLE

/** Where the test student is: CSE's 2023 year, group A. */
export const PLACE = { accYearId: 'ay-cse-2023', groupId: 'grp-cse-a' } as const
export const OTHER_GROUP = 'grp-cse-b'

/**
 * The regulation subjects (what materials hang on): three of CSE's regulation and one of ECE's, and one CSE
 * subject nobody is taught yet.
 */
export const SUBJECTS = {
  programming: { id: 'rs-cse-cs101', subjectName: 'Programming in C', subjectCode: 'CS101' },
  maths: { id: 'rs-cse-ma101', subjectName: 'Engineering Mathematics I', subjectCode: 'MA101' },
  /** Taught to group B only: the group A student never reads it. */
  drawing: { id: 'rs-cse-ge102', subjectName: 'Engineering Graphics', subjectCode: 'GE102' },
  untaught: { id: 'rs-cse-cs201', subjectName: 'Data Structures', subjectCode: 'CS201' },
  circuits: { id: 'rs-ece-ec101', subjectName: 'Circuit Theory', subjectCode: 'EC101' },
} as const
export type SubjectKey = keyof typeof SUBJECTS

const DEPARTMENT_OF: Record<SubjectKey, string> = {
  programming: 'dept-cse',
  maths: 'dept-cse',
  drawing: 'dept-cse',
  untaught: 'dept-cse',
  circuits: 'dept-ece',
}

export const regSubIdOf = (key: SubjectKey) => SUBJECTS[key].id

const regulationSubjects = (): RegulationSubjectRecord[] =>
  (Object.keys(SUBJECTS) as SubjectKey[]).map((key) => ({
    ...SUBJECTS[key],
    regulationId: `reg-${DEPARTMENT_OF[key]}-2021`,
    departmentId: DEPARTMENT_OF[key],
    semester: 1,
  }))

/** A subject taught, with its staff, as academics writes it. */
const taught = (
  key: SubjectKey,
  id: string,
  place: { accYearId: string; groupId?: string },
  staff: Person[],
): TaughtSubject => ({
  id,
  regSubId: SUBJECTS[key].id,
  subjectName: SUBJECTS[key].subjectName,
  subjectCode: SUBJECTS[key].subjectCode,
  semester: 1,
  ...place,
  departmentId: DEPARTMENT_OF[key],
  department: DEPARTMENT_OF[key] === 'dept-cse' ? 'B.E. - CSE' : 'B.E. - ECE',
  subjectStatus: 'ACTIVE',
  stafflist: staff.map((person) => ({ staffid: idOf(person), staffName: person })),
})

/**
 * Who teaches what: the faculty member teaches Programming to group A and Graphics to group B; the other
 * faculty member Mathematics to the whole year and Programming to group B; the HOD teaches nothing; the ECE
 * faculty member teaches Circuit Theory in ECE.
 */
const subjectsTaught = (): TaughtSubject[] => [
  taught('programming', 'st-prog-a', PLACE, ['faculty']),
  taught('programming', 'st-prog-b', { accYearId: PLACE.accYearId, groupId: OTHER_GROUP }, ['otherFaculty']),
  taught('maths', 'st-maths', { accYearId: PLACE.accYearId }, ['otherFaculty']),
  taught('drawing', 'st-drawing-b', { accYearId: PLACE.accYearId, groupId: OTHER_GROUP }, ['faculty']),
  taught('circuits', 'st-circuits', { accYearId: 'ay-ece-2024', groupId: 'grp-ece-a' }, ['eceFaculty']),
]

/** The smallest PDF the content check takes. */
export const PDF_TEXT = '%PDF-1.4\n% Unit 1 notes\n%%EOF\n'

/**
 * The coursematerial app on fresh tables in the shared test dynalite and s3rver, with the academics items it
 * reads written as academics writes them (the domain never runs academics), and sessions straight into the
 * sessions table.
 */
export async function createCourseMaterialFixture() {
  const f = await createDomainFixture(PEOPLE, (env) => {
    const deps = createCourseMaterialDeps({
      client: env.client,
      tables: {
        coursematerial: env.tables.coursematerial,
        sessions: env.tables.sessions,
        academics: env.tables.academics,
        files: env.tables.files,
      },
      tokenSecret: env.tokenSecret,
      s3: env.s3,
      attachmentsBucket: env.buckets.attachments,
    })
    return { deps, app: createCourseMaterialApp(deps) }
  })
  const { client, tables } = f.env
  await putTeaching(client, tables.academics, {
    subjects: subjectsTaught(),
    regulationSubjects: regulationSubjects(),
  })

  const uploads = createUploadRecords(client, tables.files)

  /** A checked upload waiting to be claimed, as the files domain's confirm leaves one: `{ versionId, fileKey }`. */
  const upload = (
    fileName = 'Unit 1 notes.pdf',
    content: string | Uint8Array = PDF_TEXT,
    uploadedBy = idOf('faculty'),
  ) => storeConfirmedUpload(f.storage, { fileName, bytes: bytesOf(content), purpose: 'document', uploadedBy })

  const tokens = {
    admin: await f.login('admin'),
    hod: await f.login('hod'),
    otherHod: await f.login('otherHod'),
    faculty: await f.login('faculty'),
    otherFaculty: await f.login('otherFaculty'),
    eceFaculty: await f.login('eceFaculty'),
    student: await f.login('student', PLACE),
    otherStudent: await f.login('student', {
      userId: 'id-student-b',
      accYearId: PLACE.accYearId,
      groupId: OTHER_GROUP,
    }),
    custom: await f.login('custom'),
  }

  return {
    ...f,
    tokens,
    upload,
    uploads,
    auditOf: (id: string) => createAuditLog(client, tables.coursematerial).listForRecord('material', id),
  }
}

export type CourseMaterialFixture = Awaited<ReturnType<typeof createCourseMaterialFixture>>

/** A material body as the web app's form sends it. */
export const aMaterial = (overrides: Record<string, unknown> = {}) => ({
  title: 'Unit 1 notes',
  subjectId: regSubIdOf('programming'),
  courseMaterialType: 'Notes',
  description: 'Read before Monday.',
  link: 'https://example.edu/unit-1',
  ...overrides,
})

/** The legacy query string of a material: `?title=&subjectId=&courseMaterialType=&description=`. */
export const legacyQuery = (fields: Record<string, string>) =>
  `?${new URLSearchParams({
    title: 'Unit 1 notes',
    subjectId: regSubIdOf('programming'),
    courseMaterialType: 'Notes',
    description: '',
    ...fields,
  }).toString()}`

/** A file as the browser's FormData carries it. */
export const fileOf = (content: string | Uint8Array, name: string) => new File([bytesOf(content)], name)
