import { badRequest, type Caller, type ListQuery, mayManageDepartment } from '@campus/core'
import { filterValue, listRecords, projectFields, sortRecords, takes } from '@campus/db'
import {
  assertMayListStaff,
  assertMayReadStaffSubject,
  assertMayReadTaken,
  headedSubjectsOnly,
} from './access-rules'
import type { StoredMaterial } from './entities'
import type { MaterialView } from './material-view'
import { STAFF_LIST_SPEC, type MaterialsRepository } from './materials.repository'
import type { Material } from './routes/schemas'
import type { SubjectReachReads, TeachingReads } from './subject-reach'

const STAFF_FIELD = 'stafflist.staffid'

const subjectRequired = () =>
  badRequest('VALIDATION_FAILED', 'Name the subject: filter=subjectId eq <regSubId>.', [
    { path: 'filter', message: 'subjectId is required' },
  ])

/** Only the fields the query asks for (`fields=`), once the subject's name and the file links are in. */
const projected = (rows: Material[], fields: readonly string[]) =>
  fields.length ? rows.map((row) => projectFields(row, fields)) : rows

/**
 * Reading course material: one subject's materials (the legacy `GET /api/courseMaterial?filter=subjectId eq`,
 * for staff who may use the subject and students who take it), and a staff member's (`/staff`), for every
 * subject they teach. Lists show academics' current subject names.
 */
export function createMaterialListsService(deps: {
  materials: MaterialsRepository
  subjects: SubjectReachReads
  teaching: TeachingReads
  view: MaterialView
}) {
  const { materials, subjects, teaching, view } = deps

  /** The name of a subject the caller may read, or the refusal: students by what they take, staff by reach. */
  async function readableSubjectName(caller: Caller, subjectId: string) {
    const { actor } = caller
    if (actor.userType === 'STUDENT') {
      const offered = actor.accYearId ? await teaching.subjectsOfYear(actor.accYearId, actor.groupId) : []
      const taken = offered.find((subject) => subject.regSubId === subjectId && takes(subject, actor))
      assertMayReadTaken(taken !== undefined)
      return taken?.subjectName ?? ''
    }
    const subject = await subjects.load(subjectId, 'filter')
    assertMayReadStaffSubject(actor, await subjects.of(actor, subject))
    return subject.subjectName
  }

  return {
    /**
     * One subject's materials, newest first unless the query orders otherwise: two Queries (the subject's
     * place in academics, then its materials). `sort=subjectId`, which the legacy client sends, orders nothing
     * here: every row has the same subject.
     */
    async ofSubject(caller: Caller, query: ListQuery) {
      const subjectId = filterValue(query, 'subjectId')
      if (!subjectId) throw subjectRequired()
      const subjectName = await readableSubjectName(caller, subjectId)
      const ordered = query.sort === 'subjectId' ? { ...query, sort: undefined } : query
      const rows = await materials.ofSubject(subjectId, ordered)
      return projected(await Promise.all(rows.map((row) => view(row, subjectName))), query.fields)
    },

    /**
     * The materials of every regulation subject a staff member teaches (`in=stafflist.staffid eq <id>`, the
     * caller by default): one Query of their subjects, then one per department they teach in. Newest first
     * unless the query orders otherwise; `sort=subjectId&order=dec` groups them by subject, newest first in each.
     */
    async ofStaff(caller: Caller, query: ListQuery) {
      const { actor } = caller
      const staffId = query.in.find(({ field }) => field === STAFF_FIELD)?.value ?? actor.userId
      assertMayListStaff(actor, staffId)
      let taught = await teaching.subjectsOf(staffId)
      if (headedSubjectsOnly(actor, staffId))
        taught = taught.filter((subject) => mayManageDepartment(actor, subject.departmentId))
      const names = new Map(taught.map(({ regSubId, subjectName }) => [regSubId, subjectName]))
      const byDepartment = new Map<string, string[]>()
      for (const { departmentId, regSubId } of taught)
        byDepartment.set(departmentId, [...(byDepartment.get(departmentId) ?? []), regSubId])
      const found: StoredMaterial[] = (
        await Promise.all(
          [...byDepartment].map(([departmentId, ids]) => materials.ofSubjects(departmentId, ids)),
        )
      ).flat()
      const rows = found.map((material) => ({
        ...material,
        subjectName: names.get(material.subjectId) ?? material.subjectName,
      }))
      // Creation order first (stable sorts keep it), then the field asked for.
      const byTime = sortRecords(rows, 'createdOn', query.order)
      const sorted =
        query.sort && query.sort !== 'createdOn' ? sortRecords(byTime, query.sort, query.order) : byTime
      const page = listRecords(
        sorted,
        { ...query, in: [], sort: undefined, order: 'asc', fields: [] },
        STAFF_LIST_SPEC,
      ) as unknown as StoredMaterial[]
      return projected(await Promise.all(page.map((material) => view(material))), query.fields)
    },
  }
}

export type MaterialListsService = ReturnType<typeof createMaterialListsService>
