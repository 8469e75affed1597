import { createDirectory } from '@campus/db'
import { catalogOf } from '@campus/http'
import { manifests } from '../manifests'
import { createTestTables } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityApp } from './app'
import { createIdentityDeps } from './deps'
import { DEMO_PASSWORD } from '@campus/local/demo-college'
import { demoPeople, seedDemoCollege } from './seed'

let call: (path: string, token?: string) => Promise<{ status: number; body: unknown }>
let signIn: (email: string) => Promise<string>
let directory: ReturnType<typeof createDirectory>
beforeAll(async () => {
  const env = await createTestTables()
  await seedDemoCollege(env.client, env.tables.identity, env.tables.directory)
  directory = createDirectory(env.client, env.tables.directory)
  const app = createIdentityApp(
    createIdentityDeps({
      client: env.client,
      tables: env.tables,
      tokenSecret: env.tokenSecret,
      sms: env.sms,
      catalog: catalogOf(manifests),
    }),
  )
  call = async (path, token) => {
    const separator = path.includes('?') ? '&' : '?'
    const response = await app.request(token ? `${path}${separator}token=${token}` : path)
    return { status: response.status, body: await response.json() }
  }
  signIn = async (email) => {
    const response = await app.request('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    return ((await response.json()) as { token: string }).token
  }
}, 120_000)

describe('the demo college seed', () => {
  it('leaves head counts that match its people', async () => {
    const { body } = await call('/api/user/home', await signIn('admin@campus.local'))
    expect(body).toMatchObject({
      userType: 'ADMIN',
      figures: [
        { key: 'students', value: 120 },
        { key: 'faculty', value: 12 },
        { key: 'hods', value: 3 },
        { key: 'customUsers', value: 3 },
        { key: 'disabledAccounts', value: 0 },
        { key: 'departments', value: 3 },
      ],
      departments: [
        {
          id: 'dept-cse',
          name: 'Computer Science and Engineering',
          students: 60,
          faculty: 4,
          staff: 5,
          years: [{ id: 'ay-cse-2023', label: '2023 - 2027', students: 60 }],
        },
        {
          id: 'dept-ece',
          name: 'Electronics and Communication Engineering',
          students: 60,
          faculty: 4,
          staff: 5,
          years: [{ id: 'ay-ece-2024', label: '2024 - 2028', students: 60 }],
        },
        { id: 'dept-mech', name: 'Mechanical Engineering', students: 0, faculty: 4, staff: 5, years: [] },
      ],
    })
  })

  it('makes its students searchable by register number and phone', async () => {
    const token = await signIn('hod.cse@campus.local')
    const byRegisterNo = await call('/api/student/search?text=cse23001', token)
    expect(byRegisterNo.body).toMatchObject([
      { id: 'user-student-1', name: 'Student 1', registerNo: 'CSE23001' },
    ])
    const byPhone = await call('/api/student/search?text=%2B91%2098400%2001001', token)
    expect(byPhone.body).toMatchObject([{ id: 'user-student-1' }])
  })

  it('puts every student in the student directory the public feedback form checks', async () => {
    expect(await directory.get(' cse23001 ')).toEqual({
      userId: 'user-student-1',
      registerNo: 'CSE23001',
      name: 'Student 1',
      departmentIds: ['dept-cse'],
      accYearId: 'ay-cse-2023',
      groupId: 'grp-cse-2023-a',
      accountStatus: 'ACTIVE',
    })
    expect(await directory.get('ECE24120')).toMatchObject({ groupId: 'grp-ece-2024-b' })
    expect(await directory.get('CSE23999')).toBeUndefined()
  })

  it('gives every demo person a contact, and lists each group of 30 students by the group index', async () => {
    const people = demoPeople()
    const contacts = await directory.contacts(people.map(({ id }) => id))
    expect(contacts).toHaveLength(people.length)
    expect(contacts.find(({ userId }) => userId === 'user-student-1')).toEqual({
      userId: 'user-student-1',
      usertype: 'STUDENT',
      name: 'Student 1',
      email: 'student1@campus.local',
      phone: '9840001001',
      parentPhone: '9840005001',
      registerNo: 'CSE23001',
      departmentIds: ['dept-cse'],
      departmentName: 'Computer Science and Engineering',
      groupId: 'grp-cse-2023-a',
      accYearId: 'ay-cse-2023',
      accountStatus: 'ACTIVE',
    })
    expect(contacts.find(({ userId }) => userId === 'user-hod-cse')).toMatchObject({
      usertype: 'HOD',
      phone: '9840000010',
      departmentIds: ['dept-cse'],
    })
    const group = await directory.studentsOfGroup('grp-cse-2023-a')
    expect(group).toHaveLength(30)
    expect(
      group.every(({ usertype, groupId }) => usertype === 'STUDENT' && groupId === 'grp-cse-2023-a'),
    ).toBe(true)
  })
})
