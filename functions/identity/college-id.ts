import type { CollegeRepository } from './college.repository'

/**
 * Gives new users the college's id as `collegeID` when they come without one (issue 30): the legacy
 * announcement's HOD tab lists `collegeID eq <college>`, so a user created in the portal (create, import,
 * registration) would otherwise never be found by it. The college record is read once for the whole batch, and
 * only when a user lacks the id; before the college is set up there is no id to give.
 */
export function createCollegeIdDefault(college: Pick<CollegeRepository, 'find'>) {
  return async function withCollegeId<User extends { collegeID?: string | undefined }>(
    users: readonly User[],
  ): Promise<User[]> {
    if (users.every((user) => user.collegeID)) return [...users]
    const collegeID = (await college.find())?.id
    if (!collegeID) return [...users]
    return users.map((user) => (user.collegeID ? user : { ...user, collegeID }))
  }
}

export type WithCollegeId = ReturnType<typeof createCollegeIdDefault>
