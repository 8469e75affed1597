import { createTestTables } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { aContact, aStudent, createAnnouncementsFixture, type AnnouncementsFixture } from './testing/fixture'
import { DEMO_PUBLIC_KEY, isAnnouncementsSeeded, seedAnnouncements } from './seed'

/** The demo college's people the demo announcements name, as identity's seed writes their contacts. */
const demoDirectory = () => [
  aContact({ userId: 'user-hod-cse', usertype: 'HOD', departmentIds: ['dept-cse'] }),
  aContact({ userId: 'user-hod-ece', usertype: 'HOD', departmentIds: ['dept-ece'] }),
  aContact({ userId: 'user-hod-mech', usertype: 'HOD', departmentIds: ['dept-mech'] }),
  aContact({ userId: 'user-faculty-1', usertype: 'FACULTY', departmentIds: ['dept-cse'] }),
  aContact({ userId: 'user-faculty-4', usertype: 'FACULTY', departmentIds: ['dept-cse'] }),
  aStudent('user-student-1', 'grp-cse-2023-a', 'dept-cse', 1),
  aStudent('user-student-2', 'grp-cse-2023-a', 'dept-cse', 2),
]

let f: AnnouncementsFixture
beforeAll(async () => {
  f = await createAnnouncementsFixture({ directory: demoDirectory() })
  expect(await isAnnouncementsSeeded(f.env.client, f.env.tables.announcements)).toBe(false)
  await seedAnnouncements(f.env.client, f.env.tables.announcements)
})

const titles = (rows: { title: string }[]) => rows.map(({ title }) => title)

describe('the demo announcements', () => {
  it('are in their senders’ lists and their receivers’, newest first', async () => {
    expect(await isAnnouncementsSeeded(f.env.client, f.env.tables.announcements)).toBe(true)
    const hod = await f.login('hod', { userId: 'user-hod-cse' })
    expect(titles(await f.ok('GET', '/boot/announcement', { token: hod }))).toEqual([
      'HODs meeting on Thursday',
      'Internal assessment schedule',
    ])
    const student = await f.login('student', { userId: 'user-student-1', groupId: 'grp-cse-2023-a' })
    expect(titles(await f.ok('GET', '/boot/announcement/userview', { token: student }))).toEqual([
      'Lab record submission',
      'Internal assessment schedule',
    ])
    const faculty = await f.login('faculty', { userId: 'user-faculty-1' })
    expect(titles(await f.ok('GET', '/boot/announcement/userview', { token: faculty }))).toEqual([
      'HODs meeting on Thursday',
      'Internal assessment schedule',
    ])
  })

  it('include one whose public link opens without a token', async () => {
    expect(await f.ok('GET', `/boot/announcementUrl/getAnnouncement?randomKey=${DEMO_PUBLIC_KEY}`)).toEqual({
      title: 'Internal assessment schedule',
      message: expect.stringContaining('first internal assessment'),
    })
  })

  it('list their receivers from the directory', async () => {
    const hod = await f.login('hod', { userId: 'user-hod-cse' })
    const receivers = await f.ok<{ usertype: string }[]>(
      'GET',
      '/boot/announcement/getReceivers/ann-demo-assessment',
      {
        token: hod,
      },
    )
    expect(receivers.map(({ usertype }) => usertype).sort()).toEqual(
      ['FACULTY', 'FACULTY', 'PARENT', 'PARENT', 'STUDENT', 'STUDENT'].sort(),
    )
  })

  it('can run again over their own data', async () => {
    await seedAnnouncements(f.env.client, f.env.tables.announcements)
    const hod = await f.login('hod', { userId: 'user-hod-cse' })
    expect(await f.ok('GET', '/boot/announcement', { token: hod })).toHaveLength(2)
  })
})

it('leaves other tables alone', async () => {
  const env = await createTestTables()
  expect(await isAnnouncementsSeeded(env.client, env.tables.announcements)).toBe(false)
})
