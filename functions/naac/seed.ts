import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { Caller, CustomRole, NaacCriteria, NaacTemplateType, Principal } from '@campus/core'
import { storeConfirmedUpload } from '@campus/files'
import type { DomainSeed, JobDefinition, SeedStorage } from '@campus/http'
import { inProcessJobStarter } from '@campus/runtime'
import { FACULTY, FACULTY_DEPARTMENT, NAAC_AUTHORIZER, NAAC_INPUTTER } from '@campus/local/demo-college'
import { demoPdf } from '@campus/local/demo-files'
import { createNaacServices } from './deps'
import { createNaacEntities } from './entities'
import { NAAC_JOBS } from './job-definitions'

/** The demo forms: what colleges are asked per metric, as an IQAC would write the JSON. */
const FORMS = {
  programme: {
    programme: { label: 'Programme name', type: 'text', required: 'true' },
    code: { label: 'Programme code', type: 'text', required: 'true' },
    year: { label: 'Year of introduction', type: 'number', required: 'true' },
    level: { label: 'Level', type: 'select', required: 'true', options: ['UG', 'PG', 'PhD', 'Diploma'] },
    approval: {
      label: 'Approval letter',
      type: 'file',
      required: 'false',
      regex: '(pdf|PDF)',
      helptext: 'The <b>Academic Council</b> resolution or the university letter, as one PDF.',
    },
  },
  event: {
    heading: { label: 'Event', type: 'tableHeading', required: 'false' },
    title: { label: 'Title of the programme', type: 'text', required: 'true' },
    date: { label: 'Date', type: 'date', required: 'true' },
    participants: { label: 'Number of participants', type: 'number', required: 'true' },
    summary: { label: 'Outcome', type: 'textarea', required: 'false' },
    report: { label: 'Report with photographs', type: 'file', required: 'false', regex: '(pdf|PDF)' },
  },
  grant: {
    project: { label: 'Name of the project', type: 'text', required: 'true' },
    investigator: { label: 'Principal investigator', type: 'text', required: 'true' },
    agency: {
      label: 'Funding agency type',
      type: 'select',
      required: 'true',
      options: ['Government', 'Non-government'],
    },
    amount: { label: 'Amount sanctioned (INR lakhs)', type: 'number', required: 'true' },
    sanctioned: { label: 'Date of sanction', type: 'date', required: 'true' },
    duration: { label: 'Duration', type: 'textDate', required: 'false' },
    letter: { label: 'Sanction letter', type: 'file', required: 'false', regex: '(pdf|PDF)' },
  },
  publication: {
    title: { label: 'Title of the paper', type: 'text', required: 'true' },
    authors: { label: 'Authors', type: 'text', required: 'true' },
    journal: { label: 'Journal', type: 'text', required: 'true' },
    year: { label: 'Year of publication', type: 'number', required: 'true' },
    issn: { label: 'ISSN', type: 'text', required: 'false' },
    listed: { label: 'UGC CARE listed', type: 'select', required: 'true', options: ['Yes', 'No'] },
  },
  students: {
    year: { label: 'Year', type: 'text', required: 'true', helptext: 'As <i>2023-24</i>.' },
    scheme: { label: 'Name of the scheme', type: 'text', required: 'true' },
    students: { label: 'Number of students benefited', type: 'number', required: 'true' },
    amount: { label: 'Amount (INR lakhs)', type: 'number', required: 'false' },
  },
} as const

type FormName = keyof typeof FORMS

interface DemoTemplate {
  type: NaacTemplateType
  criteria: NaacCriteria
  subCriteria: string
  title: string
  position: string
  form: FormName
}

/** A few templates per criterion, GENERAL (an affiliated college) and MEDICAL (health sciences). */
const TEMPLATES: DemoTemplate[] = [
  {
    type: 'GENERAL',
    criteria: '1',
    subCriteria: '1.1.3',
    title: 'Programmes introduced with approval',
    position: '1',
    form: 'programme',
  },
  {
    type: 'GENERAL',
    criteria: '1',
    subCriteria: '1.2.1',
    title: 'Certificate and value-added courses',
    position: '2',
    form: 'event',
  },
  {
    type: 'GENERAL',
    criteria: '2',
    subCriteria: '2.4.2',
    title: 'Teachers with Ph.D.',
    position: '1',
    form: 'students',
  },
  {
    type: 'GENERAL',
    criteria: '3',
    subCriteria: '3.1.1',
    title: 'Grants for research projects',
    position: '1',
    form: 'grant',
  },
  {
    type: 'GENERAL',
    criteria: '3',
    subCriteria: '3.3.1',
    title: 'Papers in UGC CARE journals',
    position: '2',
    form: 'publication',
  },
  {
    type: 'GENERAL',
    criteria: '4',
    subCriteria: '4.1.2',
    title: 'Infrastructure augmentation events',
    position: '1',
    form: 'event',
  },
  {
    type: 'GENERAL',
    criteria: '5',
    subCriteria: '5.1.1',
    title: 'Scholarships and freeships',
    position: '1',
    form: 'students',
  },
  {
    type: 'GENERAL',
    criteria: '5',
    subCriteria: '5.1.3',
    title: 'Capacity building and skills enhancement',
    position: '2',
    form: 'event',
  },
  {
    type: 'GENERAL',
    criteria: '6',
    subCriteria: '6.3.3',
    title: 'Faculty development programmes',
    position: '1',
    form: 'event',
  },
  {
    type: 'GENERAL',
    criteria: '7',
    subCriteria: '7.1.1',
    title: 'Gender equity programmes',
    position: '1',
    form: 'event',
  },
  {
    type: 'MEDICAL',
    criteria: '1',
    subCriteria: '1.1.1',
    title: 'Programmes with defined learning outcomes',
    position: '1',
    form: 'programme',
  },
  {
    type: 'MEDICAL',
    criteria: '2',
    subCriteria: '2.3.1',
    title: 'Student-centric learning: skills labs',
    position: '1',
    form: 'event',
  },
  {
    type: 'MEDICAL',
    criteria: '3',
    subCriteria: '3.2.1',
    title: 'Extramural research grants',
    position: '1',
    form: 'grant',
  },
  {
    type: 'MEDICAL',
    criteria: '4',
    subCriteria: '4.1.1',
    title: 'Teaching hospital facilities events',
    position: '1',
    form: 'event',
  },
  {
    type: 'MEDICAL',
    criteria: '5',
    subCriteria: '5.1.1',
    title: 'Government scholarships',
    position: '1',
    form: 'students',
  },
  {
    type: 'MEDICAL',
    criteria: '6',
    subCriteria: '6.3.2',
    title: 'Support for conference attendance',
    position: '1',
    form: 'event',
  },
  {
    type: 'MEDICAL',
    criteria: '7',
    subCriteria: '7.1.2',
    title: 'Green campus initiatives',
    position: '1',
    form: 'event',
  },
]

const principal = (
  person: { id: string; name: string },
  userType: Principal['userType'],
  customRole?: CustomRole,
): Caller => ({
  actor: {
    userId: person.id,
    userType,
    email: `${person.id}@campus.local`,
    name: person.name,
    roles: [],
    rollType: [],
    departmentIds: [],
    ...(customRole ? { customRole } : {}),
  },
})

const role = (naacRole: CustomRole['naacRole']): CustomRole => ({ naacRole, naacReport: [], modules: [] })
const ADMIN = principal({ id: 'user-admin', name: 'Administrator' }, 'ADMIN')
const INPUTTER = principal(
  NAAC_INPUTTER,
  'CUSTOM',
  role([{ facultyDeptId: FACULTY_DEPARTMENT.id, role: 'INPUTTER' }]),
)
const AUTHORIZER = principal(NAAC_AUTHORIZER, 'CUSTOM', {
  ...role([{ facultyDeptId: FACULTY_DEPARTMENT.id, role: 'AUTHORIZER' }]),
  naacReport: [{ facultyId: FACULTY.id, rights: 'AUTHORIZED' }],
})

/** True once any template exists: the demo framework is seeded only into an empty table. */
export async function isNaacSeeded(client: DynamoDBDocumentClient, table: string) {
  const { data } = await createNaacEntities(client, table)
    .template.query.byType({})
    .go({ limit: 1, count: 1 })
  return data.length > 0
}

/**
 * Seeds the demo NAAC framework through the services themselves (so forms, versions, counters, audit and
 * sample workbooks are what the app writes): templates per criterion for GENERAL and MEDICAL, Engineering's
 * entries in every state, a comment thread, and one entry with a PDF.
 */
export async function seedNaac(
  client: DynamoDBDocumentClient,
  tables: { naac: string; sessions: string; academics: string; files: string },
  storage: SeedStorage,
) {
  const { s3, buckets } = storage
  const jobContext = { client, s3, tables, buckets, now: Date.now }
  const running: Promise<unknown>[] = []
  const deps = createNaacServices({
    client,
    tables,
    s3,
    attachmentsBucket: buckets.attachments,
    exportsBucket: buckets.exports,
    startJob: inProcessJobStarter(({ job, ...input }) => {
      const definition = (NAAC_JOBS as readonly JobDefinition[]).find(({ name }) => name === job)
      const run = definition ? definition.run(jobContext, input) : Promise.resolve()
      running.push(run)
      return run.then(() => undefined)
    }),
  })
  const files = { client, table: tables.files, s3, bucket: buckets.attachments }
  const upload = (
    fileName: string,
    bytes: Uint8Array,
    purpose: 'naac' | 'naac-template',
    uploadedBy: string,
  ) => storeConfirmedUpload(files, { fileName, bytes, purpose, uploadedBy })

  const made: { id: string; demo: DemoTemplate }[] = []
  for (const demo of TEMPLATES) {
    const json = new TextEncoder().encode(JSON.stringify({ fields: FORMS[demo.form] }, null, 2))
    const jsonFile = await upload(`${demo.subCriteria} form.json`, json, 'naac-template', ADMIN.actor.userId)
    const template = await deps.templates.create(ADMIN, {
      title: demo.title,
      description: `NAAC metric ${demo.subCriteria} (${demo.type === 'GENERAL' ? 'affiliated colleges' : 'health sciences'}).`,
      position: demo.position,
      type: demo.type,
      criteria: demo.criteria,
      subCriteria: demo.subCriteria,
      jsonFile: { versionId: jsonFile.versionId, fileKey: jsonFile.fileKey },
    })
    made.push({ id: template.id, demo })
  }
  const templateOf = (subCriteria: string, type: NaacTemplateType = 'GENERAL') =>
    made.find(({ demo }) => demo.subCriteria === subCriteria && demo.type === type)!.id
  const enter = (subCriteria: string, fields: Record<string, unknown>) =>
    deps.entries.create(INPUTTER, {
      facultyDeptId: FACULTY_DEPARTMENT.id,
      naacTemplateId: templateOf(subCriteria),
      fields: fields as Record<string, string>,
    })

  const letter = await upload(
    'BOS resolution 2023.pdf',
    demoPdf(
      'Board of Studies resolution: B.E. Artificial Intelligence and Data Science approved from 2023-24',
    ),
    'naac',
    INPUTTER.actor.userId,
  )
  const aiProgramme = await enter('1.1.3', {
    programme: 'B.E. Artificial Intelligence and Data Science',
    code: 'AD',
    year: '2023',
    level: 'UG',
    approval: { versionId: letter.versionId, fileKey: letter.fileKey },
  })
  const mtech = await enter('1.1.3', {
    programme: 'M.E. Embedded Systems',
    code: 'ES',
    year: '2021',
    level: 'PG',
  })
  await enter('1.1.3', { programme: 'Ph.D. Computer Science', code: 'PHD-CS', year: '2019', level: 'PhD' })
  const fdp = await enter('6.3.3', {
    title: 'Outcome-based education workshop',
    date: '14/08/2024',
    participants: '46',
    summary: 'Course outcomes and CO-PO mapping for every first-year course.',
  })
  await enter('6.3.3', { title: 'Research methodology FDP', date: '02/01/2025', participants: '38' })
  const grant = await enter('3.1.1', {
    project: 'Low-cost sensors for water quality',
    investigator: 'Faculty Member 1',
    agency: 'Government',
    amount: '18.5',
    sanctioned: '10/07/2023',
    duration: '2023 - 2026',
  })
  await enter('3.3.1', {
    title: 'Lightweight intrusion detection for IoT',
    authors: 'Faculty Member 2, Faculty Member 5',
    journal: 'Journal of Network Security',
    year: '2024',
    listed: 'Yes',
  })
  await enter('7.1.1', {
    title: 'Self-defence training for women students',
    date: '08/03/2025',
    participants: '120',
  })

  await deps.entries.approveAll(AUTHORIZER, [aiProgramme.id, fdp.id, grant.id])
  await deps.entries.update(AUTHORIZER, mtech.id, { status: 'UNAPPROVED' })
  // A thread: the inputter explains, the authorizer asks for more (a second post appends to the thread).
  for (const [caller, comment] of [
    [INPUTTER, 'Attached the affiliation order; the approval letter is with the university.'],
    [AUTHORIZER, 'Please upload the university approval letter; NAAC asks for it under 1.1.3.'],
  ] as const)
    await deps.comments.create(caller, { referenceId: mtech.id, comments: [{ comment }] })
  await Promise.all(running)
  return made.length
}

/** The demo NAAC framework (`npm start`); local demo data only. */
export const naacSeed: DomainSeed = {
  isSeeded: (client, tables) => isNaacSeeded(client, tables.naac),
  seed: async (client, tables, storage) => {
    const templates = await seedNaac(
      client,
      { naac: tables.naac, sessions: tables.sessions, academics: tables.academics, files: tables.files },
      storage,
    )
    return `Seeded the demo NAAC framework (${templates} templates, Engineering's entries in every state, a comment thread).`
  },
}
