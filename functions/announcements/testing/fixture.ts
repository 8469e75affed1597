import type { ContactEntry } from '@campus/db'
import { createUploadRecords, storeConfirmedUpload } from '@campus/files'
import { createSmsQuota, type SmsSendMessage } from '@campus/sms'
import {
  bytesOf,
  createDomainFixture,
  domainPeople,
  putContacts,
  recordingQueues,
  TEST_PEOPLE_IN_DEPARTMENTS,
} from '@campus/testing'
import { createAnnouncementsApp } from '../app'
import { createAnnouncementsDeps } from '../deps'
import type { AnnouncementSmsSettings } from '../env'

/** One person of each kind, with the departments their session carries; the other faculty member is in ECE. */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS, {
  otherFaculty: { userType: 'FACULTY', departmentIds: ['dept-ece'] },
})

export type Person = keyof typeof PEOPLE

/** The groups of the directory every fixture starts with. */
export const GROUPS = { cseA: 'grp-cse-a', cseB: 'grp-cse-b', ece: 'grp-ece-a', empty: 'grp-nobody' } as const

export const PORTAL_URL = 'http://localhost:3000'

const phone = (n: number) => `98${String(40000000 + n).padStart(8, '0')}`

/** A contact as identity writes it into the directory. */
export const aContact = (overrides: Partial<ContactEntry> & Pick<ContactEntry, 'userId' | 'usertype'>) =>
  ({
    name: overrides.userId,
    email: `${overrides.userId}@test.local`,
    departmentIds: [],
    accountStatus: 'ACTIVE',
    ...overrides,
  }) satisfies ContactEntry

/** A student of a group, with a phone and a parent phone. */
export const aStudent = (userId: string, groupId: string, departmentId: string, n: number) =>
  aContact({
    userId,
    usertype: 'STUDENT',
    name: `Student ${userId}`,
    departmentIds: [departmentId],
    groupId,
    phone: phone(1000 + n),
    parentPhone: phone(5000 + n),
    registerNo: `REG${n}`,
  })

/**
 * The directory the tests start from: the test people (the student in CSE group A), two more students of
 * CSE A (one without any phone), a student of CSE B, one of ECE, a disabled CSE student, the administrator
 * and a custom user.
 */
export function baseDirectory(): ContactEntry[] {
  return [
    aContact({ userId: idOf('admin'), usertype: 'ADMIN', phone: phone(1) }),
    aContact({ userId: idOf('custom'), usertype: 'CUSTOM', phone: phone(2) }),
    aContact({
      userId: idOf('hod'),
      usertype: 'HOD',
      name: 'Dr. Rao',
      departmentIds: ['dept-cse'],
      phone: phone(3),
    }),
    aContact({ userId: idOf('otherHod'), usertype: 'HOD', name: 'Dr. Iyer', departmentIds: ['dept-ece'] }),
    aContact({ userId: idOf('faculty'), usertype: 'FACULTY', departmentIds: ['dept-cse'], phone: phone(4) }),
    aContact({
      userId: idOf('otherFaculty'),
      usertype: 'FACULTY',
      departmentIds: ['dept-ece'],
      phone: phone(5),
    }),
    aStudent(idOf('student'), GROUPS.cseA, 'dept-cse', 1),
    aStudent('stu-cse-a-2', GROUPS.cseA, 'dept-cse', 2),
    aContact({
      userId: 'stu-cse-a-3',
      usertype: 'STUDENT',
      departmentIds: ['dept-cse'],
      groupId: GROUPS.cseA,
    }),
    aStudent('stu-cse-b-1', GROUPS.cseB, 'dept-cse', 4),
    aStudent('stu-ece-1', GROUPS.ece, 'dept-ece', 5),
    { ...aStudent('stu-cse-gone', GROUPS.cseA, 'dept-cse', 6), accountStatus: 'DISABLE' },
  ]
}

/** Records what the app puts on its queues; `smsRecipients` lists the recipients of sms-send messages. */
function recordingSmsQueues() {
  const queues = recordingQueues()
  const smsMessages = () => queues.bodiesOf<SmsSendMessage>('sms-send')
  const recipientsOf = (messages: readonly SmsSendMessage[]) => messages.flatMap(({ chunk }) => chunk)
  return {
    ...queues,
    smsMessages,
    smsRecipients: () => recipientsOf(smsMessages()),
    /** What `action` answered, and the sms-send messages (and their recipients) it alone queued. */
    async queuedBy<Answer>(action: () => Promise<Answer>) {
      const before = smsMessages().length
      const answer = await action()
      const messages = smsMessages().slice(before)
      return { answer, messages, recipients: recipientsOf(messages) }
    },
  }
}

/**
 * The announcements app on fresh tables in the shared test dynalite and s3rver. Sessions are written straight
 * into the sessions table and contacts straight into the directory (identity's job in real life); SMS
 * messages are recorded where the sms-send queue would take them.
 */
export async function createAnnouncementsFixture(
  options: { smsSettings?: AnnouncementSmsSettings; directory?: ContactEntry[] } = {},
) {
  const queues = recordingSmsQueues()
  const f = await createDomainFixture(PEOPLE, (env) => {
    const deps = createAnnouncementsDeps({
      client: env.client,
      tables: {
        announcements: env.tables.announcements,
        sessions: env.tables.sessions,
        directory: env.tables.directory,
        files: env.tables.files,
        sms: env.tables.sms,
      },
      tokenSecret: env.tokenSecret,
      s3: env.s3,
      attachmentsBucket: env.buckets.attachments,
      queues: queues.sender,
      smsSettings: options.smsSettings ?? { portalUrl: PORTAL_URL },
    })
    return { deps, app: createAnnouncementsApp(deps) }
  })
  const { client, tables } = f.env

  /** Writes contacts into the directory as identity does (BatchWriteItems). */
  const putDirectory = (entries: readonly ContactEntry[]) => putContacts(f.env, entries)
  await putDirectory(options.directory ?? baseDirectory())

  const uploads = createUploadRecords(client, tables.files)
  /** A checked upload waiting to be claimed, as the files domain leaves one: `{ versionId, fileKey }`. */
  const upload = (
    fileName = 'Circular (1).pdf',
    content: string | Uint8Array = '%PDF-1.4 test',
    uploadedBy = idOf('faculty'),
  ) =>
    storeConfirmedUpload(f.storage, {
      fileName,
      bytes: bytesOf(content),
      purpose: 'announcement',
      uploadedBy,
    })

  const quota = createSmsQuota(client, tables.sms)

  return {
    ...f,
    queues,
    putContacts: putDirectory,
    upload,
    uploads,
    /** Sets the college's SMS quota. */
    setQuota: (cAvailable: number) => quota.set(cAvailable),
    readQuota: () => quota.read(),
  }
}

export type AnnouncementsFixture = Awaited<ReturnType<typeof createAnnouncementsFixture>>

/** An announcement body as the compose screen sends it. */
export const anAnnouncement = (overrides: Record<string, unknown> = {}) => ({
  userIds: [],
  groupIds: [],
  parentsUserIds: [],
  parentsGroupIds: [],
  sms: 'YES',
  title: 'Exam schedule',
  message: 'The model exams start on Monday at 9:30.',
  ...overrides,
})
