import { createDirectory, type ContactEntry } from '@campus/db'
import { createIdentityFixture } from './fixture'
import { jobContextAt, repairAt } from './repair'

/**
 * The identity fixture for the directory tests: the directory table's reads, an administrator updating users
 * through the API, and the nightly repair and the migrations' job context at a time of the test's choosing.
 */
export async function createDirectoryFixture() {
  const f = await createIdentityFixture()
  const admin = await f.login('admin')
  return {
    f,
    admin,
    directory: createDirectory(f.env.client, f.env.tables.directory),
    /** `PUT /api/user/{id}` as the administrator. */
    update: (id: string, body: Record<string, unknown>) =>
      f.ok('PUT', `/api/user/${id}`, { token: admin, body }),
    context: (now?: number) => jobContextAt(f, now),
    repair: (now?: number) => repairAt(f, now),
  }
}

export type DirectoryFixture = Awaited<ReturnType<typeof createDirectoryFixture>>

/** The fixture's HOD of dept-a as their contact (and their department staff listing) holds them. */
export const HOD_CONTACT: ContactEntry = {
  userId: 'id-hod',
  usertype: 'HOD',
  name: 'Hod',
  email: 'hod@test.local',
  departmentIds: ['dept-a'],
  accountStatus: 'ACTIVE',
}

/** The fixture's faculty member of dept-a, likewise. */
export const FACULTY_CONTACT: ContactEntry = {
  userId: 'id-faculty',
  usertype: 'FACULTY',
  name: 'Faculty',
  email: 'faculty@test.local',
  departmentIds: ['dept-a'],
  accountStatus: 'ACTIVE',
}
