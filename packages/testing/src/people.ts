import type { Principal, UserType } from '@campus/core'
import { createTestSignIn } from './sign-in'
import type { TestTables } from './integration'

/**
 * The people a domain's tests sign in as, when the domain never reads users: a session's principal is all it
 * knows of them. Each has a user type and the departments their session carries.
 */
export type TestPeople = Record<string, { userType: UserType; departmentIds?: readonly string[] }>

/** `id-<person>`: the user id each test person signs in with. */
export const testPersonId = (person: string) => `id-${person}`

/**
 * Signs a test person in with a session written straight into the sessions table (identity's job in real
 * life), so a test decides what each principal holds: an HOD's departments, a student's year and group.
 */
export function createPeopleSignIn<People extends TestPeople>(
  env: Pick<TestTables, 'client' | 'tables' | 'tokenSecret'>,
  people: People,
) {
  const signIn = createTestSignIn(env)
  return (person: keyof People & string, principal: Partial<Principal> = {}) => {
    const { userType } = people[person]!
    const departmentIds = [...(principal.departmentIds ?? people[person]!.departmentIds ?? [])]
    return signIn({
      userId: testPersonId(person),
      userType,
      email: `${person}@test.local`,
      name: person,
      roles: [],
      rollType: [],
      departmentIds,
      // A test HOD heads the departments they are given, unless the test says otherwise.
      headedDepartmentIds: userType === 'HOD' ? departmentIds : [],
      ...principal,
    })
  }
}

/** One token per user type, signed in from `people` (the first person of each type), for access matrices. */
export async function tokensByUserType<People extends TestPeople>(
  people: People,
  login: (person: keyof People & string) => Promise<string>,
): Promise<Map<UserType, string>> {
  const tokens = new Map<UserType, string>()
  for (const [person, { userType }] of Object.entries(people))
    if (!tokens.has(userType)) tokens.set(userType, await login(person))
  return tokens
}
