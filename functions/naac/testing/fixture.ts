import type { CustomRole, NaacEntryView, NaacTemplateView } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { createObjectStore, storeConfirmedUpload } from '@campus/files'
import type { JobDefinition } from '@campus/http'
import { inProcessJobStarter, type JobContext } from '@campus/runtime'
import {
  createDomainFixture,
  putFaculties,
  putFacultyDepartments,
  TEST_PEOPLE,
  testPersonId,
  type TestPeople,
  type TestTables,
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
const PEOPLE = {
  ...TEST_PEOPLE,
  inputter: { userType: 'CUSTOM' },
  authorizer: { userType: 'CUSTOM' },
  scienceAuthorizer: { userType: 'CUSTOM' },
  reporter: { userType: 'CUSTOM' },
  artsReporter: { userType: 'CUSTOM' },
} as const satisfies TestPeople

export type Person = keyof typeof PEOPLE
export const idOf = (person: Person) => testPersonId(person)

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

/** The smallest PDF the content check takes. */
export const PDF_TEXT = '%PDF-1.4\n% proof\n%%EOF\n'

/** Runs the jobs the app starts in process through the manifest's definitions, as locally. */
function manifestJobs() {
  const running: Promise<unknown>[] = []
  const errors: unknown[] = []
  let context: JobContext | undefined
  return {
    starter(env: TestTables) {
      context = {
        client: env.client,
        s3: env.s3,
        tables: { naac: env.tables.naac, files: env.tables.files, academics: env.tables.academics },
        buckets: env.buckets,
        now: Date.now,
      }
      return inProcessJobStarter(({ job, ...input }) => {
        const definition = (manifest.jobs as readonly JobDefinition[]).find(({ name }) => name === job)
        const run = definition
          ? definition.run(context!, input).catch((error: unknown) => errors.push(error))
          : Promise.reject(new Error(`naac starts no job ${job}`))
        running.push(run)
        return run.then(() => undefined)
      })
    },
    context: () => context!,
    errors,
    started: () => running.length,
    async done() {
      await new Promise((resolve) => setImmediate(resolve))
      await Promise.all(running)
    },
  }
}

/**
 * The naac app on fresh tables in the shared test dynalite and s3rver, with the faculty departments written
 * into the academics table as academics writes them, and sessions carrying the NAAC roles.
 */
export async function createNaacFixture() {
  const jobs = manifestJobs()
  const f = await createDomainFixture(PEOPLE, (env) => {
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
      startJob: jobs.starter(env),
    })
    return { deps, app: createNaacApp(deps) }
  })
  const { client, tables, s3, buckets } = f.env
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

  const files = { client, table: tables.files, s3, bucket: buckets.attachments }
  const bytesOf = (content: string | Uint8Array) =>
    typeof content === 'string' ? new TextEncoder().encode(content) : content

  /** A checked upload of a JSON form, waiting to be claimed: `{ versionId, fileKey }`. */
  const uploadForm = (form: unknown = FORM, fileName = 'form.json') =>
    storeConfirmedUpload(files, {
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
  ) => storeConfirmedUpload(files, { fileName, bytes: bytesOf(content), purpose: 'naac', uploadedBy })

  /** A template made by the administrator from `form`. */
  async function createTemplate(overrides: Record<string, unknown> = {}, form: unknown = FORM) {
    const jsonFile = await uploadForm(form)
    return f.ok<NaacTemplateView>('POST', '/boot/naacTemplate', {
      token: tokens.admin,
      body: {
        title: 'Programmes introduced',
        description: 'New programmes in the year',
        position: '1',
        type: 'GENERAL',
        criteria: '1',
        subCriteria: '1.1.1',
        jsonFile: { versionId: jsonFile.versionId, fileKey: jsonFile.fileKey },
        ...overrides,
      },
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

  const store = createObjectStore(s3, buckets.attachments)

  return {
    ...f,
    jobs,
    tokens,
    eng,
    sci,
    uploadForm,
    upload,
    createTemplate,
    createEntry,
    countsOf,
    /** Whether the attachments bucket still holds an object under the key. */
    stored: async (fileKey: string) => (await store.head(fileKey)) !== undefined,
    auditOf: (entity: string, id: string) => createAuditLog(client, tables.naac).listForRecord(entity, id),
  }
}

export type NaacFixture = Awaited<ReturnType<typeof createNaacFixture>>
