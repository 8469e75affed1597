import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { DomainSeed } from '@campus/http'
import { ACADEMIC_YEARS, DEMO_CIRCULAR } from '@campus/local/demo-college'
import { createAnnouncementsRepository } from './announcements.repository'
import { createAnnouncementsEntities, type StoredAnnouncement } from './entities'

const DAY_MS = 24 * 60 * 60 * 1000

/** The demo senders (identity's seed): the HOD of CSE and the first faculty member of CSE. */
const HOD = { id: 'user-hod-cse', name: 'Dr. Meena Raghavan' }
const FACULTY = { id: 'user-faculty-1', name: 'Faculty Member 1' }

const [CSE_YEAR] = ACADEMIC_YEARS
const [CSE_GROUP_A = 'grp-cse-2023-a'] = CSE_YEAR.groups

/** The demo circular's public key (shared demo facts: the demo SMS link to it). */
export const DEMO_PUBLIC_KEY = DEMO_CIRCULAR.publicKey

/** The demo announcements: one to a whole group, one to two students, one to the other HODs and faculty. */
export function demoAnnouncements(now: number): StoredAnnouncement[] {
  const none = { userIds: [], groupIds: [], parentsUserIds: [], parentsGroupIds: [] }
  return [
    {
      ...none,
      id: 'ann-demo-assessment',
      title: DEMO_CIRCULAR.title,
      message:
        'The first internal assessment for the 2023 batch starts on Monday at 9:30. The timetable is on the ' +
        'department notice board. Bring your identity card.',
      sms: 'YES',
      groupIds: [CSE_GROUP_A],
      parentsGroupIds: [CSE_GROUP_A],
      userIds: ['user-faculty-1', 'user-faculty-4'],
      createdBy: HOD.id,
      createdByName: HOD.name,
      createdOn: now - 3 * DAY_MS,
      randomKey: DEMO_PUBLIC_KEY,
    },
    {
      ...none,
      id: 'ann-demo-lab-records',
      title: 'Lab record submission',
      message: 'Submit your Programming in C lab records by Friday, 4 pm, in the CSE lab.',
      sms: 'NO',
      userIds: ['user-student-1', 'user-student-2'],
      createdBy: FACULTY.id,
      createdByName: FACULTY.name,
      createdOn: now - 1 * DAY_MS,
      randomKey: 'DemoLabRecords-CSE-001',
    },
    {
      ...none,
      id: 'ann-demo-hod-meeting',
      title: 'HODs meeting on Thursday',
      message: 'The HODs meet in the principal’s chamber on Thursday at 11:00 to plan the semester calendar.',
      sms: 'NO',
      userIds: ['user-hod-ece', 'user-hod-mech', 'user-faculty-1'],
      createdBy: HOD.id,
      createdByName: HOD.name,
      createdOn: now - 2 * DAY_MS,
      randomKey: 'DemoHodMeeting-Thu-001',
    },
  ]
}

/**
 * True once either demo sender has sent anything: the demo announcements are seeded only then, so a start
 * after someone deleted or sent some leaves their work alone.
 */
export async function isAnnouncementsSeeded(client: DynamoDBDocumentClient, table: string) {
  const { announcement } = createAnnouncementsEntities(client, table)
  for (const createdBy of [HOD.id, FACULTY.id]) {
    const { data } = await announcement.query.byCreator({ createdBy }).go({ limit: 1, count: 1 })
    if (data.length) return true
  }
  return false
}

/**
 * Seeds the demo announcements as the repository stores any announcement (receipts, key, announcement), so
 * they appear in the demo people's received lists. Each is written only if it is not there yet.
 */
export async function seedAnnouncements(client: DynamoDBDocumentClient, table: string, now = Date.now()) {
  const repository = createAnnouncementsRepository(createAnnouncementsEntities(client, table), client, table)
  for (const demo of demoAnnouncements(now)) {
    // An interrupted seed run again writes what it had not.
    if (!(await repository.find(demo.id))) await repository.create(demo)
  }
}

/** The demo announcements (`npm start`); local demo data only. */
export const announcementsSeed: DomainSeed = {
  isSeeded: (client, tables) => isAnnouncementsSeeded(client, tables.announcements),
  seed: async (client, tables) => {
    await seedAnnouncements(client, tables.announcements)
    return 'Seeded the demo announcements.'
  },
}
