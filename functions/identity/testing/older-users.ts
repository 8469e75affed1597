import { PutCommand } from '@aws-sdk/lib-dynamodb'
import { newUserRecord, type StoredUser } from '../users.repository'
import type { IdentityFixture } from './fixture'

/** An HOD and a student as an older release stored them (see {@link putAsOlderRelease}). */
export const OLDER_USERS = [
  newUserRecord({
    id: 'id-oldhod',
    name: 'Old Hod',
    email: 'oldhod@test.local',
    usertype: 'HOD',
    departmentid: ['dept-c'],
    facultyDeptId: 'fd-3',
  }),
  newUserRecord({
    id: 'id-oldstudent',
    name: 'Old Student',
    email: 'olds@test.local',
    usertype: 'STUDENT',
    registerNo: 'OLD001',
    departmentid: ['dept-c'],
    accYearId: 'ay-9',
    groupId: 'grp-9',
  }),
]

/**
 * Writes a user as a release before today's list keys did: HODs in an HOD-typed faculty department list,
 * students only in their year, no STAFF, GROUP or register-number partitions, and nothing derived beside them
 * (search terms, head counts, directory). `claims` adds the unique-key claims that release did write.
 */
export async function putAsOlderRelease(f: IdentityFixture, user: StoredUser, { claims = false } = {}) {
  const { Item } = f.entities.user.put(user).params<{ Item: Record<string, unknown> }>()
  const item = Object.fromEntries(
    Object.entries(Item).filter(
      ([name]) => !/^(gsi[2-9]\d*(pk|sk)|listType|unitList|cohortList|registerList)$/.test(name),
    ),
  )
  const old =
    user.usertype === 'HOD'
      ? { ...item, gsi2pk: `FDEPT#${user.facultyDeptId}`, gsi2sk: `HOD#${user.sortName}#${user.id}` }
      : { ...item, gsi3pk: `ACCYEAR#${user.accYearId}`, gsi3sk: `${user.sortName}#${user.id}` }
  await f.env.client.send(new PutCommand({ TableName: f.env.tables.identity, Item: old }))
  if (!claims) return
  const logins = [['EMAIL', user.email], ...(user.registerNo ? [['REGNO', user.registerNo]] : [])]
  for (const [kind, value] of logins)
    await f.env.client.send(
      new PutCommand({
        TableName: f.env.tables.identity,
        Item: { pk: `UNIQUE#${kind}#${value}`, sk: 'UNIQUE', kind, value, userId: user.id },
      }),
    )
}
