import type { CustomRole, NaacEntryView, NaacTemplateView } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { storeConfirmedUpload, type FileRef } from '@campus/files'
import {
  bytesOf,
  createDomainFixture,
  domainPeople,
  putFaculties,
  putFacultyDepartments,
  TEST_PEOPLE,
} from '@campus/testing'
import { createNaacApp } from '../app'
import { createNaacDeps } from '../deps'
import { manifest } from '../manifest'

/** Two faculty departments in one faculty: entries are kept per faculty department. */
export const FACULTY_DEPTS = {
  engineering: { id: 'fd-eng', name: 'Engineering', facultyId: 'fac-tech' },
  science: { id: 'fd-sci', name: 'Science', facultyId: 'fac-tech' },
} as const

/** The faculties: Technology holds both departments; Arts has none yet. */
export const FACULTIES = {
  technology: { id: 'fac-tech', name: 'Technology' },
  arts: { id: 'fac-arts', name: 'Arts' },
} as const

/**
 * The people: NAAC roles are custom roles per faculty department, held by users of any type. The inputter and
 * the authorizer work in Engineering; the science authorizer only in Science; a faculty member is an
 * Engineering inputter too; the HOD, the other faculty member and the student hold no NAAC role.
 */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE, {
  inputter: { userType: 'CUSTOM' },
  authorizer: { userType: 'CUSTOM' },
  scienceAuthorizer: { userType: 'CUSTOM' },
  reporter: { userType: 'CUSTOM' },
  artsReporter: { userType: 'CUSTOM' },
})

export type Person = keyof typeof PEOPLE

const role = (
  naacRole: CustomRole['naacRole'],
  naacReport: CustomRole['naacReport'] = [],
): { customRole: CustomRole } => ({
  customRole: { naacRole, naacReport, modules: [] },
})

/** A form with a field of each kind, as an administrator's JSON file holds it. */
export const FORM = {
  fields: {
    heading: { label: 'Programme details', type: 'tableHeading', required: 'false' },
    programme: { label: 'Programme name', type: 'text', required: 'true', helptext: '<b>As approved</b>' },
    details: { label: 'Details', type: 'textarea', required: 'false' },
    year: { label: 'Year of introduction', type: 'number', required: 'true' },
    startDate: { label: 'Date of start', type: 'date', required: 'true' },
    period: { label: 'Period', type: 'textDate', required: 'false' },
    level: { label: 'Level', type: 'select', required: 'true', options: ['UG', 'PG', 'PhD'] },
    proof: { label: 'Proof', type: 'file', required: 'false', regex: '(pdf|PDF)' },
    jsonVersion: { label: 'version', type: 'hidden', value: '1' },
  },
}

/** Values that meet FORM. */
export const VALUES = {
  programme: 'B.E. Computer Science',
  year: '2019',
  startDate: '01/06/2019',
  level: 'UG',
}

/** A template as the administrator's form sends it, its form the uploaded JSON file `jsonFile`. */
export const aTemplate = (jsonFile: FileRef, overrides: Record<string, unknown> = {}) => ({
  title: 'Programmes introduced',
  description: 'New programmes in the year',
  position: '1',
  type: 'GENERAL',
  criteria: '1',
  subCriteria: '1.1.1',
  jsonFile,
  ...overrides,
})

/** The smallest PDF the content check takes. */
export const PDF_TEXT = '%PDF-1.4\n% proof\n%%EOF\n'

/**
 * The naac app on fresh tables in the shared test dynalite and s3rver, with the faculty departments written
 * into the academics table as academics writes them, and sessions carrying the NAAC roles.
 */
export async function createNaacFixture() {
  const f = await createDomainFixture(
    PEOPLE,
    (env, { startJob }) => {
      const deps = createNaacDeps({
        client: env.client,
        tables: {
          naac: env.tables.naac,
          sessions: env.tables.sessions,
          academics: env.tables.academics,
          files: env.tables.files,
        },
        tokenSecret: env.tokenSecret,
        s3: env.s3,
        attachmentsBucket: env.buckets.attachments,
        exportsBucket: env.buckets.exports,
        startJob,
      })
      return { deps, app: createNaacApp(deps) }
    },
    // The jobs the app starts run in process through the manifest's definitions, as locally.
    { jobs: manifest.jobs },
  )
  const { client, tables } = f.env
  await putFacultyDepartments(client, tables.academics, Object.values(FACULTY_DEPTS))
  await putFaculties(client, tables.academics, Object.values(FACULTIES))
  const eng = FACULTY_DEPTS.engineering.id
  const sci = FACULTY_DEPTS.science.id

  const tokens = {
    admin: await f.login('admin', { name: 'Admin' }),
    inputter: await f.login('inputter', {
      name: 'Ishaan Inputter',
      ...role([{ facultyDeptId: eng, role: 'INPUTTER' }]),
    }),
    authorizer: await f.login('authorizer', {
      name: 'Anu Authorizer',
      ...role([{ facultyDeptId: eng, role: 'AUTHORIZER' }]),
    }),
    scienceAuthorizer: await f.login('scienceAuthorizer', {
      name: 'Sci Authorizer',
      ...role([{ facultyDeptId: sci, role: 'AUTHORIZER' }]),
    }),
    facultyInputter: await f.login('faculty', {
      name: 'Faculty Inputter',
      ...role([{ facultyDeptId: eng, role: 'INPUTTER' }]),
    }),
    otherFaculty: await f.login('otherFaculty'),
    hod: await f.login('hod'),
    student: await f.login('student'),
    custom: await f.login('custom'),
    /** AUTHORIZED for Technology's reports (an IQAC coordinator), with no NAAC role. */
    reporter: await f.login('reporter', {
      name: 'Rani Reporter',
      ...role([], [{ facultyId: FACULTIES.technology.id, rights: 'AUTHORIZED' }]),
    }),
    /** AUTHORIZED for Arts' reports only. */
    artsReporter: await f.login('artsReporter', {
      name: 'Arun Arts',
      ...role([], [{ facultyId: FACULTIES.arts.id, rights: 'AUTHORIZED' }]),
    }),
  }

  /** A checked upload of a JSON form, waiting to be claimed: `{ versionId, fileKey }`. */
  const uploadForm = (form: unknown = FORM, fileName = 'form.json') =>
    storeConfirmedUpload(f.storage, {
      fileName,
      bytes: bytesOf(typeof form === 'string' ? form : JSON.stringify(form)),
      purpose: 'naac-template',
      uploadedBy: idOf('admin'),
    })

  /** A checked upload of an evidence file, waiting to be claimed. */
  const upload = (
    fileName = 'proof.pdf',
    content: string | Uint8Array = PDF_TEXT,
    uploadedBy = idOf('inputter'),
  ) => storeConfirmedUpload(f.storage, { fileName, bytes: bytesOf(content), purpose: 'naac', uploadedBy })

  /** A template made by the administrator from `form`. */
  async function createTemplate(overrides: Record<string, unknown> = {}, form: unknown = FORM) {
    return f.ok<NaacTemplateView>('POST', '/boot/naacTemplate', {
      token: tokens.admin,
      body: aTemplate(await uploadForm(form), overrides),
    })
  }

  /** An entry of Engineering made by `token` (the inputter unless given). */
  const createEntry = (
    templateId: string,
    fields: Record<string, unknown> = VALUES,
    token = tokens.inputter,
    facultyDeptId: string = eng,
  ) =>
    f.ok<NaacEntryView>('POST', '/boot/naac', {
      token,
      body: { facultyDeptId, naacTemplateId: templateId, status: 'WAITING', fields },
    })

  /** The counters of a template in a faculty department, as the home screen reads them. */
  const countsOf = (templateId: string, facultyDeptId: string = eng) =>
    f.ok<Record<string, number>>(
      'GET',
      `/boot/naacTemplate/getNaacCounts?templateId=${templateId}&facDeptId=${facultyDeptId}`,
      { token: tokens.admin },
    )

  return {
    ...f,
    tokens,
    eng,
    sci,
    uploadForm,
    upload,
    createTemplate,
    createEntry,
    countsOf,
    auditOf: (entity: string, id: string) => createAuditLog(client, tables.naac).listForRecord(entity, id),
  }
}

export type NaacFixture = Awaited<ReturnType<typeof createNaacFixture>>
