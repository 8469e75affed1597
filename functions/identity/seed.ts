import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { DomainSeed } from '@campus/http'
import type { CustomRole } from '@campus/core'
import { createIdentityEntities } from './entities'
import { hashPassword } from './passwords'
import { createUsersRepository, newUserRecord, type NewUser } from './users.repository'
import {
  ACADEMIC_ADMIN,
  ACADEMIC_YEARS,
  COLLEGE,
  DEMO_PASSWORD,
  DEPARTMENTS,
  FACULTY,
  FACULTY_DEPARTMENT,
  NAAC_INPUTTER,
  STAFF_TYPES,
} from '@campus/local/demo-college'

const GENDERS = ['Male', 'Female'] as const
const BLOOD_GROUPS = ['O+', 'A+', 'B+', 'AB+', 'O-'] as const
const phone = (n: number) => `98${String(40000000 + n).padStart(8, '0')}`

/** Every demo person: 1 admin, 3 HODs, 12 faculty, 120 students and 3 custom-role users (NAAC, academic admin). */
/** A demo person: fixed ids, so other domains' seeds can point at them. */
type DemoPerson = NewUser & { id: string }

export function demoPeople(): DemoPerson[] {
  const people: DemoPerson[] = []
  const base = {
    accountStatus: 'ACTIVE',
    rollType: [] as string[],
    roles: [] as string[],
    collegeID: COLLEGE.id,
  }
  const engineering = { facultyDeptId: FACULTY_DEPARTMENT.id, facultyId: FACULTY.id }
  const departmentRef = (department: (typeof DEPARTMENTS)[number]) => ({
    departmentid: [department.id],
    departments: [
      { id: department.id, degreeName: department.degreeName, departmentName: department.departmentName },
    ],
    departmentName: department.departmentName,
    degreeName: department.degreeName,
  })

  people.push({
    ...base,
    id: 'user-admin',
    name: 'Portal Administrator',
    email: 'admin@campus.local',
    usertype: 'ADMIN',
    phone: phone(0),
    departmentid: [],
    roles: ['EVENTADMIN'],
    ...engineering,
  })

  DEPARTMENTS.forEach((department, index) => {
    people.push({
      ...base,
      ...engineering,
      ...departmentRef(department),
      id: `user-hod-${department.code}`,
      name: ['Dr. Meena Raghavan', 'Dr. Arjun Subramanian', 'Dr. Kavitha Narayanan'][index] ?? 'HOD',
      email: `hod.${department.code}@campus.local`,
      usertype: 'HOD',
      headedDepartmentIds: [department.id],
      staffTypeId: STAFF_TYPES[0].id,
      specialization: department.departmentName,
      gender: GENDERS[index % 2],
      phone: phone(10 + index),
    })
  })

  for (let n = 1; n <= 12; n++) {
    const department = DEPARTMENTS[(n - 1) % DEPARTMENTS.length] ?? DEPARTMENTS[0]
    people.push({
      ...base,
      ...engineering,
      ...departmentRef(department),
      id: `user-faculty-${n}`,
      name: `Faculty Member ${n}`,
      email: `faculty${n}@campus.local`,
      usertype: 'FACULTY',
      staffTypeId: n === 12 ? STAFF_TYPES[1].id : STAFF_TYPES[0].id,
      specialization: department.departmentName,
      gender: GENDERS[n % 2],
      phone: phone(100 + n),
    })
  }

  let n = 0
  for (const year of ACADEMIC_YEARS) {
    const department = DEPARTMENTS.find((d) => d.id === year.departmentId) ?? DEPARTMENTS[0]
    for (const groupId of year.groups) {
      for (let seat = 1; seat <= 30; seat++) {
        n += 1
        const registerNo = `${department.code.toUpperCase()}${year.label.slice(2, 4)}${String(n).padStart(3, '0')}`
        people.push({
          ...base,
          ...departmentRef(department),
          id: `user-student-${n}`,
          name: `Student ${n}`,
          email: `student${n}@campus.local`,
          registerNo,
          usertype: 'STUDENT',
          accYearId: year.id,
          accYear: year.label,
          groupId,
          sem: 1,
          gender: GENDERS[n % 2],
          bloodGroup: BLOOD_GROUPS[n % BLOOD_GROUPS.length],
          phone: phone(1000 + n),
          parentPhone: phone(5000 + n),
        })
      }
    }
  }

  const customRole: CustomRole = {
    naacRole: [{ facultyDeptId: FACULTY_DEPARTMENT.id, role: 'AUTHORIZER' }],
    naacReport: [{ facultyId: FACULTY.id, rights: 'AUTHORIZED' }],
    modules: [],
  }
  people.push({
    ...base,
    ...engineering,
    id: 'user-custom',
    name: 'IQAC Coordinator',
    email: 'custom@campus.local',
    usertype: 'CUSTOM',
    departmentid: [],
    customRole,
    staffTypeId: STAFF_TYPES[0].id,
    phone: phone(9000),
  })
  // A second custom user who enters NAAC data for Engineering; the IQAC coordinator above approves it.
  people.push({
    ...base,
    ...engineering,
    id: NAAC_INPUTTER.id,
    name: NAAC_INPUTTER.name,
    email: 'inputter@campus.local',
    usertype: 'CUSTOM',
    departmentid: [],
    customRole: {
      naacRole: [{ facultyDeptId: FACULTY_DEPARTMENT.id, role: 'INPUTTER' }],
      naacReport: [],
      modules: [],
    },
    staffTypeId: STAFF_TYPES[0].id,
    phone: phone(9001),
  })
  // The legacy client links Academic Admin for a CUSTOM user whose first role type is ACADEMICADMIN (legacy-client.md 3.10).
  people.push({
    ...base,
    ...engineering,
    id: ACADEMIC_ADMIN.id,
    name: ACADEMIC_ADMIN.name,
    email: 'academicadmin@campus.local',
    usertype: 'CUSTOM',
    departmentid: [],
    rollType: ['ACADEMICADMIN'],
    customRole: { naacRole: [], naacReport: [], modules: [] },
    staffTypeId: STAFF_TYPES[0].id,
    phone: phone(9002),
  })
  return people
}

/** True once the demo college exists in this data. */
export async function isSeeded(client: DynamoDBDocumentClient, table: string) {
  const { college } = createIdentityEntities(client, table)
  const { data } = await college.get({}).go()
  return Boolean(data)
}

/**
 * Seeds the demo college. Users are written as the API writes them, search terms, head counts, the student
 * directory and the contacts included; an interrupted seed is redone next start (the college record goes last)
 * and skips users already written, so it ends by rebuilding the search terms, counts, directory and contacts
 * from the users.
 */
export async function seedDemoCollege(client: DynamoDBDocumentClient, table: string, directoryTable: string) {
  const entities = createIdentityEntities(client, table)
  const users = createUsersRepository(entities, client, table, directoryTable)
  const now = Date.now()
  for (const type of STAFF_TYPES) await entities.staffType.put({ ...type, createdOn: now }).go()

  // One hash for every demo account: the password is printed at start, so per-account salts would protect
  // nothing, and 138 scrypt runs would add some 15 seconds to the first start.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const people = demoPeople()
  for (const person of people) {
    if (await users.get(person.id)) continue
    await users.create(newUserRecord({ ...person, passwordHash, createdBy: 'seed' }, now))
  }
  await users.rebuildIndexes()
  await entities.college.put({ ...COLLEGE, modifiedOn: now }).go()
  return people.length
}

/** The demo college's people and records (`npm start`); local demo data only. */
export const identitySeed: DomainSeed = {
  isSeeded: (client, tables) => isSeeded(client, tables.identity),
  seed: async (client, tables) =>
    `Seeded the demo college: ${await seedDemoCollege(client, tables.identity, tables.directory)} people.`,
}
