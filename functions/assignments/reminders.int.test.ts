import { AnnouncementPostMessageSchema } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { REMINDER_INTERVAL_MS } from './reminders.service'
import { aStudent, createAssignmentsFixture, deadlineIn, GROUPS, idOf, SUBJECTS } from './testing/fixture'

const DAY = 86_400_000
const f = await createAssignmentsFixture()
const { tokens } = f

interface Reminded {
  reminded: number
  sms: number
  remindedOn: number
}

const remind = (id: string, body: unknown = { sms: 'NO' }, token = tokens.faculty) =>
  f.call('POST', `/api/assignment/${id}/remind`, { token, body })
const reminded = async (id: string, body: unknown = { sms: 'NO' }, token = tokens.faculty) => {
  const response = await remind(id, body, token)
  if (response.status !== 200)
    throw new Error(`remind ${id} -> ${response.status} ${JSON.stringify(response.body)}`)
  return response.body as unknown as Reminded
}
/** The reminders posted for one assignment, oldest first. */
const postedFor = (id: string) =>
  f.queues.announcements().filter((message) => message.id.startsWith(`reminder-${id}-`))
const assignment = (id: string) =>
  f.ok<{ remindedOn?: number; remindedCount?: number }>('GET', `/api/assignment/${id}`, {
    token: tokens.faculty,
  })

describe('reminding the students who have not submitted', () => {
  it('posts one announcement to the active students of its groups who have not submitted, and records it', async () => {
    const deadLine = deadlineIn(7)
    const { id } = await f.compose({ deadLine })
    await f.submit(id)
    let answer: Reminded | undefined
    const counts = await f.countCalls(async () => {
      answer = await reminded(id)
    })
    // Group A: Asha submitted, Bala and Chitra did not, the disabled student is not reminded.
    expect(answer).toEqual({ reminded: 2, sms: 0, remindedOn: expect.any(Number) })
    const { remindedOn } = answer!
    const posted = postedFor(id)
    expect(posted).toHaveLength(1)
    const message = AnnouncementPostMessageSchema.parse(posted[0])
    expect({ ...message, userIds: [...message.userIds].sort() }).toEqual({
      id: `reminder-${id}-${remindedOn}`,
      title: 'Reminder: Lab record 1',
      message: `You have not submitted the assignment "Lab record 1" for Programming in C. The deadline is ${deadLine}.`,
      sender: { id: idOf('faculty'), name: 'Faculty One', userType: 'FACULTY' },
      userIds: ['stu-a-2', 'stu-a-3'],
      sms: 'NO',
      createdOn: remindedOn,
    })
    expect(await assignment(id)).toMatchObject({ remindedOn, remindedCount: 2 })
    const audit = await createAuditLog(f.env.client, f.env.tables.assignments).listForRecord('assignment', id)
    expect(audit.find(({ action }) => action === 'REMIND')).toMatchObject({
      actorId: idOf('faculty'),
      after: { remindedOn, remindedCount: 2, announcementId: message.id, sms: 'NO' },
    })
    // The session, the assignment's partition, the group's students, the conditional write, the audit record.
    expect(counts.byCommand).toEqual({
      GetItemCommand: 1,
      QueryCommand: 2,
      UpdateItemCommand: 1,
      PutItemCommand: 1,
    })
  })

  it('with SMS, counts one SMS for each mobile number among them', async () => {
    await f.putStudents([
      aStudent('stu-a-2', GROUPS.cseA, 2, { name: 'Bala', phone: '98400 12345' }),
      aStudent('stu-a-3', GROUPS.cseA, 3, { name: 'Chitra', phone: '044 2345 6789' }),
      aStudent('stu-a-5', GROUPS.cseA, 5, { name: 'Bala twin', phone: '+919840012345' }),
    ])
    const { id } = await f.compose()
    expect(await reminded(id, { sms: 'YES' })).toMatchObject({ reminded: 4, sms: 1 })
    expect(postedFor(id)[0]).toMatchObject({ sms: 'YES' })
  })

  it('reminds after the deadline too, saying it has passed (and until when a late one is taken)', async () => {
    const deadLine = deadlineIn(0)
    const { id } = await f.compose({ deadLine })
    f.clock.offset = 2 * DAY
    try {
      await reminded(id)
    } finally {
      f.clock.offset = 0
    }
    expect(postedFor(id)[0]?.message).toBe(
      `You have not submitted the assignment "Lab record 1" for Programming in C. The deadline was ${deadLine}.`,
    )
    const lenient = await createAssignmentsFixture({ lateDays: 3 })
    const late = await lenient.compose({ deadLine })
    lenient.clock.offset = DAY
    try {
      await lenient.ok('POST', `/api/assignment/${late.id}/remind`, {
        token: lenient.tokens.faculty,
        body: { sms: 'NO' },
      })
    } finally {
      lenient.clock.offset = 0
    }
    expect(lenient.queues.announcements()[0]?.message).toBe(
      `You have not submitted the assignment "Lab record 1" for Programming in C. The deadline was ${deadLine}; a late submission is still taken until the end of ${deadlineIn(3)}.`,
    )
  })

  it('refuses when everyone has submitted, and when submissions are disabled, recording nothing', async () => {
    // Maths for group B only: Esther is its one student.
    const { id } = await f.compose({ subjects: SUBJECTS.maths.id, groupIds: [GROUPS.cseB] })
    await f.submit(id, tokens.studentB, idOf('studentB'))
    const everyone = await remind(id)
    expectRefused(everyone, 409, 'NOBODY_MISSING')
    expect(everyone.body.error?.message).toBe(
      'Every active student of this assignment\'s groups has submitted "Lab record 1": nobody to remind.',
    )
    const disabled = await f.compose({ submission: 'Disable' })
    expectRefused(await remind(disabled.id), 409, 'SUBMISSION_DISABLED')
    for (const refused of [id, disabled.id]) {
      expect(postedFor(refused)).toEqual([])
      expect((await assignment(refused)).remindedOn).toBeUndefined()
    }
    expectRefused(await remind('no-such-assignment'), 404, 'ASSIGNMENT_NOT_FOUND')
  })
})

describe('one reminder an hour', () => {
  it('refuses another within the hour, saying when the next may go, and takes it after', async () => {
    const { id } = await f.compose()
    const first = await reminded(id)
    const again = await remind(id, { sms: 'YES' }, tokens.hod)
    expectRefused(again, 409, 'REMINDED_RECENTLY')
    expect(again.body.error?.message).toMatch(
      /^A reminder went to the students who have not submitted at \d{1,2}:\d{2} [ap]m on \d{2}-[A-Z][a-z]{2}-\d{4}; the next can go after \d{1,2}:\d{2} [ap]m on \d{2}-[A-Z][a-z]{2}-\d{4}\.$/,
    )
    expect(again.body.error?.details).toEqual({
      remindedOn: first.remindedOn,
      nextAt: first.remindedOn + REMINDER_INTERVAL_MS,
    })
    f.clock.offset = REMINDER_INTERVAL_MS + 60_000
    try {
      const next = await reminded(id, { sms: 'NO' }, tokens.hod)
      expect(next.remindedOn).toBeGreaterThan(first.remindedOn + REMINDER_INTERVAL_MS)
    } finally {
      f.clock.offset = 0
    }
    expect(postedFor(id).map(({ sender }) => sender.id)).toEqual([idOf('faculty'), idOf('hod')])
  })

  it('lets exactly one of 50 concurrent reminders through', async () => {
    const { id } = await f.compose({ subjects: SUBJECTS.maths.id })
    const staff = [tokens.faculty, tokens.hod, tokens.admin]
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        remind(id, { sms: n % 2 ? 'YES' : 'NO' }, staff[n % staff.length]),
      ),
    )
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1)
    const refused = answers.filter(({ status }) => status !== 200)
    expect(refused).toHaveLength(49)
    for (const answer of refused) expectRefused(answer, 409, 'REMINDED_RECENTLY')
    expect(postedFor(id)).toHaveLength(1)
    const { remindedOn } = answers.find(({ status }) => status === 200)!.body as unknown as Reminded
    expect((await assignment(id)).remindedOn).toBe(remindedOn)
  })

  it('keeps the reminder recorded when the queue does not confirm it, so it never goes twice', async () => {
    const { id } = await f.compose()
    f.queues.failNext()
    const failed = await remind(id)
    expectRefused(failed, 503, 'REMINDER_NOT_CONFIRMED')
    expect(failed.body.error?.message).toMatch(/may not reach the students/)
    const audit = await createAuditLog(f.env.client, f.env.tables.assignments).listForRecord('assignment', id)
    expect(audit.map(({ action }) => action)).toContain('REMIND')
    expectRefused(await remind(id), 409, 'REMINDED_RECENTLY')
  })
})

describe('who may remind, and what they send', () => {
  it("lets the subject's teachers, the department's HOD and the administrator remind; nobody else", async () => {
    const { id } = await f.compose()
    for (const token of [tokens.otherFaculty, tokens.eceFaculty, tokens.otherHod])
      expectRefused(await remind(id, { sms: 'NO' }, token), 403, 'FORBIDDEN')
    for (const token of [tokens.student, tokens.custom])
      expectRefused(await remind(id, { sms: 'NO' }, token), 403, 'ROLE_NOT_ALLOWED')
    expectRefused(
      await f.call('POST', `/api/assignment/${id}/remind`, { body: { sms: 'NO' } }),
      401,
      'UNAUTHORIZED',
    )
    expect(postedFor(id)).toEqual([])
    await reminded(id, { sms: 'NO' }, tokens.hod)
    await reminded((await f.compose()).id, { sms: 'NO' }, tokens.admin)
    // Maths is also taught by the HOD, who did not set it.
    await reminded((await f.compose({ subjects: SUBJECTS.maths.id })).id, { sms: 'NO' }, tokens.hod)
  })

  it('takes only `{ sms: YES|NO }`, refusing anything else before writing', async () => {
    const { id } = await f.compose()
    for (const body of [{}, { sms: 'yes' }, { sms: true }, []])
      expectRefused(await remind(id, body), 400, 'VALIDATION_FAILED')
    for (const body of [
      { sms: 'YES', title: 'Hurry' },
      { sms: 'NO', remindedOn: 1 },
    ])
      expectRefused(await remind(id, body), 400, 'UNKNOWN_FIELDS')
    const malformed = await f.call('POST', `/api/assignment/${id}/remind`, {
      token: tokens.faculty,
      rawBody: '{"sms":',
    })
    expect(malformed.status).toBe(400)
    expect(postedFor(id)).toEqual([])
    expect((await assignment(id)).remindedOn).toBeUndefined()
  })
})
