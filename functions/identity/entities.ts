import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities, secondaryIndex, tableIndex, timestampAttributes } from '@campus/db'
import { Entity } from 'electrodb'
import { cohortListOf, listTypeOf, registerListOf, unitListOf, type ListedUser } from './user-list-keys'

/**
 * The identity table's entities. Access patterns:
 * | pattern                              | index   | key                                            |
 * |--------------------------------------|---------|------------------------------------------------|
 * | user by id                           | primary | USER#<id> / USER                               |
 * | users of one type, by name           | gsi1    | USERS#<usertype> / <name>#<id>                 |
 * | users of a faculty department        | gsi2    | FDEPT#<facultyDeptId> / <listType>#<name>#<id> |
 * | students of a group, by name         | gsi2    | GROUP#<groupId> / STUDENT#<name>#<id>          |
 * | students of an academic year         | gsi3    | ACCYEAR#<accYearId> / <name>#<id>              |
 * | staff (HOD and FACULTY), by name     | gsi3    | STAFF / <name>#<id>                            |
 * | students (applicants) by register no | gsi4    | REGNO#<usertype> / <registerNo>                |
 * | user id by email / register number   | primary | UNIQUE#<kind>#<value> / UNIQUE                 |
 * | a user's OTP, profile sections       | primary | USER#<id> / OTP, PROFILE#<section>             |
 * | sign-in attempt budgets              | primary | USER#<id> / SIGNIN, SIGNIN#DEVICE#<deviceId>   |
 * | user roles, staff types              | gsi1    | USERROLES / STAFFTYPES                         |
 * | audit records (see @campus/db)       | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>         |
 * | students by search-term prefix       | primary | STUDENTSEARCH / <term>#<userId>                |
 * | head counts, one item per shard      | primary | COUNTS / USERS#<shard> (user-counts.repository) |
 *
 * The gsi2 and gsi3 partitions of a user are derived from its type (user-list-keys.ts): `listType` is STAFF
 * for HOD and FACULTY, so the manage-staff screen reads both in one name-ordered Query.
 */

const list = { type: 'list', items: { type: 'string' } } as const

export const createIdentityEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const user = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'user', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          /** Lower-cased name: the sort key of the directory indexes. */
          sortName: { type: 'string', required: true },
          email: { type: 'string', required: true },
          phone: { type: 'string' },
          parentPhone: { type: 'string' },
          pImage: { type: 'any' },
          registerNo: { type: 'string' },
          usertype: { type: 'string', required: true },
          accountStatus: { type: 'string', required: true },
          specialization: { type: 'string' },
          staffTypeId: { type: 'string' },
          facultyDeptId: { type: 'string' },
          facultyId: { type: 'string' },
          departmentid: { ...list, required: true },
          /** Departments an HOD heads; not the same as those they belong to (`departmentid`). */
          headedDepartmentIds: list,
          departments: { type: 'any' },
          departmentName: { type: 'string' },
          degreeName: { type: 'string' },
          rollType: { ...list, required: true },
          roles: { ...list, required: true },
          customRole: { type: 'any' },
          bloodGroup: { type: 'string' },
          gender: { type: 'string' },
          dateofBirth: { type: 'string' },
          accYearId: { type: 'string' },
          accYear: { type: 'string' },
          groupId: { type: 'string' },
          sem: { type: 'number' },
          collegeID: { type: 'string' },
          addressline1: { type: 'string' },
          addressline2: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string' },
          pin: { type: 'string' },
          attachments: { type: 'any' },
          appliedApplication: { type: 'any' },
          applicationForm: { type: 'any' },
          passwordHash: { type: 'string' },
          /** Failed sign-ins in the current 15-minute window, and when that window began. */
          loginFailures: { type: 'number' },
          loginWindowStart: { type: 'number' },
          lockedUntil: { type: 'number' },
          /** Bumped on every write; a write names the version it read, so concurrent edits cannot clobber. */
          version: { type: 'number', required: true },
          ...timestampAttributes,
          createdBy: { type: 'string' },
          // Derived on every put (ElectroDB runs `set` whenever a watched attribute is written), never sent
          // by callers: they key the list indexes. A patch does not rerun them, so list fields change by put.
          listType: {
            type: 'string',
            hidden: true,
            watch: ['usertype'],
            set: (_, user: { usertype: string }) => listTypeOf(user),
          },
          unitList: {
            type: 'string',
            hidden: true,
            watch: ['usertype', 'groupId', 'facultyDeptId'],
            set: (_, user: ListedUser) => unitListOf(user),
          },
          cohortList: {
            type: 'string',
            hidden: true,
            watch: ['usertype', 'accYearId'],
            set: (_, user: ListedUser) => cohortListOf(user),
          },
          registerList: {
            type: 'string',
            hidden: true,
            watch: ['usertype', 'registerNo'],
            set: (_, user: ListedUser) => registerListOf(user),
          },
        },
        indexes: {
          byId: tableIndex('USER#${id}', 'USER'),
          byType: secondaryIndex('gsi1', 'USERS#${usertype}', '${sortName}#${id}'),
          // Sparse: ElectroDB writes no gsi2 (gsi3) partition key for users without a unit (cohort) list.
          byUnit: secondaryIndex('gsi2', '${unitList}', '${listType}#${sortName}#${id}'),
          byCohort: secondaryIndex('gsi3', '${cohortList}', '${sortName}#${id}'),
          // Register numbers are unique (unique-keys.repository.ts), so the number alone orders and keys them.
          byRegisterNo: secondaryIndex('gsi4', '${registerList}', '${registerNo}'),
        },
      },
      config,
    )

  /** Claims a value that must be unique (email, register number); a conditional create is the lock. */
  const uniqueKey = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'uniqueKey', version: '1' },
        attributes: {
          kind: { type: ['EMAIL', 'REGNO'] as const, required: true },
          value: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          /** When the claim was taken: a claim whose user never got written is taken over after a while. */
          claimedAt: { type: 'number' },
        },
        indexes: {
          byValue: tableIndex('UNIQUE#${kind}#${value}', 'UNIQUE'),
        },
      },
      config,
    )

  const otp = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'otp', version: '1' },
        attributes: {
          userId: { type: 'string', required: true },
          codeHash: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          attempts: { type: 'number', required: true },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byUser: tableIndex('USER#${userId}', 'OTP'),
        },
      },
      config,
    )

  const userRole = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'userRole', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          rollType: { type: 'string', required: true },
          userName: { type: 'string' },
          email: { type: 'string' },
          ...timestampAttributes,
        },
        indexes: {
          byId: tableIndex('USERROLE#${id}', 'USERROLE'),
          all: secondaryIndex('gsi1', 'USERROLES', '${userId}#${rollType}'),
        },
      },
      config,
    )

  const college = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'college', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          shortName: { type: 'string' },
          address: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string' },
          phone: { type: 'string' },
          email: { type: 'string' },
          website: { type: 'string' },
          logo: { type: 'any' },
          studentLoginUrl: { type: 'string' },
          pages: { type: 'any' },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          single: tableIndex('COLLEGE', 'COLLEGE'),
        },
      },
      config,
    )

  const staffType = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'staffType', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          createdOn: { type: 'number', required: true },
        },
        indexes: {
          byId: tableIndex('STAFFTYPE#${id}', 'STAFFTYPE'),
          all: secondaryIndex('gsi1', 'STAFFTYPES', '${name}#${id}'),
        },
      },
      config,
    )

  /** A staff profile section (past experience, work profile): a list of entries kept whole. */
  const profileSection = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'profileSection', version: '1' },
        attributes: {
          userId: { type: 'string', required: true },
          section: { type: 'string', required: true },
          entries: { type: 'any', required: true },
          modifiedOn: { type: 'number', required: true },
          modifiedBy: { type: 'string', required: true },
        },
        indexes: {
          byUser: tableIndex('USER#${userId}', 'PROFILE#${section}'),
        },
      },
      config,
    )

  /**
   * One term a student is found by in the header search (student-search.ts). The sort name rides along so the
   * search can pick the first students by name before reading any of them.
   */
  const studentSearchTerm = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'studentSearchTerm', version: '1' },
        attributes: {
          term: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          sortName: { type: 'string', required: true },
        },
        indexes: {
          byTerm: tableIndex('STUDENTSEARCH', '${term}#${userId}'),
        },
      },
      config,
    )

  /**
   * A sign-in attempt budget (sign-in-attempts.repository.ts): the password checks of one 15-minute window,
   * for an account (`SIGNIN`), one of its devices (`SIGNIN#DEVICE#<deviceId>`), or a sign-in name nobody has
   * (userId `~<digest>`, so an unknown name locks like a known one). Written only by conditional updates.
   */
  const signInBudget = () =>
    new Entity(
      {
        model: { service: 'identity', entity: 'signInBudget', version: '1' },
        attributes: {
          userId: { type: 'string', required: true },
          budget: { type: 'string', required: true },
          attempts: { type: 'number', required: true },
          windowStart: { type: 'number', required: true },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byUser: tableIndex('USER#${userId}', '${budget}'),
        },
      },
      config,
    )

  return lazyEntities({
    user,
    uniqueKey,
    otp,
    userRole,
    college,
    staffType,
    profileSection,
    studentSearchTerm,
    signInBudget,
  })
}

export type IdentityEntities = ReturnType<typeof createIdentityEntities>
