import { badRequest, type CustomRole } from '@campus/core'
import type { AcademicStructure, FoundStructure } from '@campus/db'
import type { StaffTypesRepository } from './staff-types.repository'

/** What a user record refers to elsewhere: academics' units, years and groups, and identity's staff types. */
export interface Referencing {
  usertype: string
  departmentid?: readonly string[] | undefined
  departments?: readonly { id: string }[] | undefined
  facultyDeptId?: string | undefined
  facultyId?: string | undefined
  staffTypeId?: string | undefined
  accYearId?: string | undefined
  groupId?: string | undefined
  customRole?: Partial<CustomRole> | undefined
}

/** One reference that does not hold: the field it is in, a code and a sentence. */
export interface ReferenceProblem {
  path: string
  code: string
  message: string
}

const PLACEMENT: readonly (keyof Referencing)[] = ['usertype', 'departmentid', 'accYearId', 'groupId']

const differs = (before: Referencing | undefined, after: Referencing, field: keyof Referencing) =>
  after[field] !== undefined && JSON.stringify(before?.[field]) !== JSON.stringify(after[field])

/**
 * The references a write adds: every one of a new user, and only the changed fields of an update (the legacy
 * client sends the whole record back, so a reference it already had is not checked again). A changed placement
 * (type, departments, year, group) re-checks that the year is the department's and the group the year's.
 */
function referencesAdded(before: Referencing | undefined, after: Referencing) {
  const changed = (field: keyof Referencing) => differs(before, after, field)
  const placed = after.usertype === 'STUDENT' && PLACEMENT.some(changed)
  const role = changed('customRole') ? after.customRole : undefined
  const own = (field: 'facultyDeptId' | 'facultyId' | 'staffTypeId') =>
    changed(field) ? after[field] : undefined
  return {
    departmentIds: changed('departmentid') ? [...(after.departmentid ?? [])] : [],
    /** The ids of the `departments` copies the legacy client sends beside `departmentid`. */
    departmentRefIds: changed('departments') ? (after.departments ?? []).map(({ id }) => id) : [],
    facultyDeptId: own('facultyDeptId'),
    facultyId: own('facultyId'),
    staffTypeId: own('staffTypeId'),
    accYearId: changed('accYearId') || placed ? after.accYearId : undefined,
    groupId: changed('groupId') || placed ? after.groupId : undefined,
    role,
    placed,
  }
}

type Added = ReturnType<typeof referencesAdded>

/** What is wrong with the references a write adds, given what exists; empty when every one holds. */
function problemsOf(after: Referencing, added: Added, found: FoundStructure, staffTypeFound: boolean) {
  const problems: ReferenceProblem[] = []
  const missing = (path: string, code: string, what: string, id: string) =>
    problems.push({ path, code, message: `${what} ${id} does not exist.` })
  for (const id of new Set(added.departmentIds))
    if (!found.departments.has(id)) missing('departmentid', 'DEPARTMENT_NOT_FOUND', 'Department', id)
  for (const id of new Set(added.departmentRefIds))
    if (!found.departments.has(id)) missing('departments', 'DEPARTMENT_NOT_FOUND', 'Department', id)
  if (added.facultyDeptId && !found.facultyDepartments.has(added.facultyDeptId))
    missing('facultyDeptId', 'FACULTY_DEPARTMENT_NOT_FOUND', 'Faculty department', added.facultyDeptId)
  if (added.facultyId && !found.faculties.has(added.facultyId))
    missing('facultyId', 'FACULTY_NOT_FOUND', 'Faculty', added.facultyId)
  if (added.staffTypeId && !staffTypeFound)
    missing('staffTypeId', 'STAFF_TYPE_NOT_FOUND', 'Staff type', added.staffTypeId)
  const year = added.accYearId ? found.accYears.get(added.accYearId) : undefined
  if (added.accYearId && !year)
    missing('accYearId', 'ACADEMIC_YEAR_NOT_FOUND', 'Academic year', added.accYearId)
  const group = added.groupId ? found.groups.get(added.groupId) : undefined
  if (added.groupId && !group) missing('groupId', 'GROUP_NOT_FOUND', 'Group', added.groupId)
  if (added.placed && year && !(after.departmentid ?? []).includes(year.departmentId))
    problems.push({
      path: 'accYearId',
      code: 'YEAR_NOT_IN_DEPARTMENT',
      message: `Academic year ${year.id} belongs to another department than the student's.`,
    })
  if (added.placed && group && group.accYearId !== after.accYearId)
    problems.push({
      path: 'groupId',
      code: 'GROUP_NOT_IN_YEAR',
      message: `Group ${group.id} belongs to academic year ${group.accYearId}, not to the student's year.`,
    })
  return [...problems, ...roleProblems(added.role, found)]
}

/** The custom role's references that do not exist, each at its place in the role. */
function roleProblems(role: Partial<CustomRole> | undefined, found: FoundStructure) {
  const problems: ReferenceProblem[] = []
  for (const [index, { facultyDeptId }] of (role?.naacRole ?? []).entries())
    if (!found.facultyDepartments.has(facultyDeptId))
      problems.push({
        path: `customRole.naacRole.${index}.facultyDeptId`,
        code: 'FACULTY_DEPARTMENT_NOT_FOUND',
        message: `Faculty department ${facultyDeptId} does not exist.`,
      })
  for (const [index, { facultyId }] of (role?.naacReport ?? []).entries())
    if (!found.faculties.has(facultyId))
      problems.push({
        path: `customRole.naacReport.${index}.facultyId`,
        code: 'FACULTY_NOT_FOUND',
        message: `Faculty ${facultyId} does not exist.`,
      })
  return problems
}

/**
 * Checks that what a user write names exists (ids into academics, read through @campus/db's academic
 * structure; staff types, identity's own) and that a student's year and group belong together: a wrong
 * reference is refused before anything is written.
 */
export function createUserReferences(deps: {
  structure: AcademicStructure
  staffTypes: StaffTypesRepository
}) {
  /** The problems of several writes at once: one read of the structure for all of them. */
  async function problemsOfMany(
    writes: readonly { before?: Referencing | undefined; after: Referencing }[],
  ): Promise<ReferenceProblem[][]> {
    const added = writes.map(({ before, after }) => referencesAdded(before, after))
    const ids = (pick: (references: Added) => readonly (string | undefined)[]) =>
      added.flatMap((references) => pick(references).filter((id): id is string => Boolean(id)))
    const staffTypeIds = [...new Set(ids(({ staffTypeId }) => [staffTypeId]))]
    const [found, staffTypes] = await Promise.all([
      deps.structure.find({
        departmentIds: ids(({ departmentIds, departmentRefIds }) => [...departmentIds, ...departmentRefIds]),
        facultyDeptIds: ids(({ facultyDeptId, role }) => [
          facultyDeptId,
          ...(role?.naacRole ?? []).map((grant) => grant.facultyDeptId),
        ]),
        facultyIds: ids(({ facultyId, role }) => [
          facultyId,
          ...(role?.naacReport ?? []).map((grant) => grant.facultyId),
        ]),
        accYearIds: ids(({ accYearId }) => [accYearId]),
        groupIds: ids(({ groupId }) => [groupId]),
      }),
      Promise.all(staffTypeIds.map(async (id) => [id, Boolean(await deps.staffTypes.find(id))] as const)),
    ])
    const staffTypeFound = new Map(staffTypes)
    return writes.map(({ after }, index) => {
      const references = added[index]!
      return problemsOf(after, references, found, staffTypeFound.get(references.staffTypeId ?? '') ?? false)
    })
  }

  return {
    problemsOfMany,

    /** Refuses the write with a 400 naming the first field whose reference does not hold (every one in details). */
    async assertHold(before: Referencing | undefined, after: Referencing) {
      const [problems = []] = await problemsOfMany([{ before, after }])
      const [first] = problems
      if (first)
        throw badRequest(
          first.code,
          first.message,
          problems.map(({ path, message }) => ({ path, message })),
        )
    },
  }
}

export type UserReferences = ReturnType<typeof createUserReferences>
