// The manifests name their tables (TableName), so `tables.assignments` and the others are known here.
import type {} from '@campus/functions/announcements/manifest'
import { manifest as announcements } from '@campus/functions/announcements/manifest'
import { manifest as assignments } from '@campus/functions/assignments/manifest'
import { contactItemOf, writeBatch } from '@campus/db'
import { createSmsQuota } from '@campus/sms'
import { callApp, createPeopleSignIn, createTestTables, putTeaching, testPersonId } from '@campus/testing'
import { expect, it } from 'vitest'
import { localWiring } from './local-wiring'

/**
 * Issue 15 across three domains, wired as the local server wires them: assignments posts a reminder on
 * announcement-post, announcements stores it and queues its SMS on sms-send, the sms domain sends them.
 */
it('reminds the students who have not submitted: an announcement in their list and one SMS each', async () => {
  const env = await createTestTables()
  const { sms, wiring } = localWiring(env, { SMS_PER_SECOND: 1000 })
  const { queues } = wiring
  const [assignmentsApp, announcementsApp] = await Promise.all([
    assignments.app(wiring),
    announcements.app(wiring),
  ])
  const login = createPeopleSignIn(env, {
    faculty: { userType: 'FACULTY', departmentIds: ['dept-cse'] },
    student: { userType: 'STUDENT', departmentIds: ['dept-cse'] },
  })
  await putTeaching(env.client, env.tables.academics, {
    subjects: [
      {
        id: 'subj-prog',
        regSubId: 'rs-cs101',
        subjectName: 'Programming in C',
        subjectCode: 'CS101',
        semester: 1,
        accYearId: 'year-1',
        groupId: 'grp-a',
        departmentId: 'dept-cse',
        department: 'B.E. - Computer Science',
        subjectStatus: 'ACTIVE',
        stafflist: [{ staffid: testPersonId('faculty'), staffName: 'Faculty One' }],
      },
    ],
    groups: [{ id: 'grp-a', groupName: 'A', accYearId: 'year-1', departmentId: 'dept-cse' }],
  })
  const student = (userId: string, phone?: string) => ({
    userId,
    usertype: 'STUDENT',
    name: userId,
    registerNo: userId,
    departmentIds: ['dept-cse'],
    groupId: 'grp-a',
    accYearId: 'year-1',
    accountStatus: 'ACTIVE',
    ...(phone ? { phone } : {}),
  })
  const students = [
    student(testPersonId('student'), '9840011111'),
    student('stu-2', '9840022222'),
    student('stu-3'),
  ]
  await writeBatch(
    env.client,
    env.tables.directory,
    students.map((entry) => ({ PutRequest: { Item: contactItemOf(entry) } })),
  )
  await createSmsQuota(env.client, env.tables.sms).set(1000)

  const faculty = await login('faculty', { name: 'Faculty One' })
  const composed = await callApp(assignmentsApp, 'POST', '/api/assignment/send/', {
    token: faculty,
    body: {
      title: 'Lab 1',
      message: 'Do it',
      deadLine: '31-Dec-2099',
      subjects: 'subj-prog',
      submission: 'Enable',
    },
  })
  const reminded = await callApp(
    assignmentsApp,
    'POST',
    `/api/assignment/${String(composed.body.id)}/remind`,
    {
      token: faculty,
      body: { sms: 'YES' },
    },
  )
  expect(reminded.body).toMatchObject({ reminded: 3, sms: 2 })
  await queues.idle()
  expect(queues.deadLetters).toEqual([])

  const received = await callApp(announcementsApp, 'GET', '/boot/announcement/userview', {
    token: await login('student', { groupId: 'grp-a' }),
  })
  expect(received.body).toEqual([
    expect.objectContaining({ title: 'Reminder: Lab 1', createdByName: 'Faculty One' }),
  ])
  expect(sms.entries.map(({ phone }) => phone).sort()).toEqual(['+919840011111', '+919840022222'])
  expect(sms.entries[0]?.text).toMatch(
    /^New announcement: Reminder: Lab 1\. Read it at http:\/\/\S+\/m\/[\w-]{22}$/,
  )
})
