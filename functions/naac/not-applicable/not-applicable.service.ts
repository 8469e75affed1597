import { setTimeout as sleep } from 'node:timers/promises'
import {
  badRequest,
  type Caller,
  conflict,
  notFound,
  type NotApplicableBody,
  type NotApplicableView,
  type Principal,
} from '@campus/core'
import { nextModifiedOn, type FacultyDepartments } from '@campus/db'
import { assertMayMarkNotApplicable, naacRoleOf } from '../access-rules'
import type { AuditTrail } from '../audit-trail'
import type { StoredNotApplicable } from '../entities'
import { notApplicableIdOf, type NotApplicableRepository } from './not-applicable.repository'

/** Rounds of read and conditional write before giving up: each round at least one concurrent writer wins. */
const MAX_ROUNDS = 40

const RECORD_PREFIX = notApplicableIdOf('')

/** The faculty department a record id (`na-<facultyDeptId>`) is of, if it is a record id at all. */
const departmentOf = (id: string) =>
  id.startsWith(RECORD_PREFIX) && id.length > RECORD_PREFIX.length
    ? id.slice(RECORD_PREFIX.length)
    : undefined

const recordNotFound = (id: string) => notFound('Not applicable record', id)

export const notApplicableView = ({
  id,
  departmentId,
  templateIds,
}: StoredNotApplicable): NotApplicableView => ({
  id,
  departmentId,
  templateIds,
})

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id))

/**
 * "Not applicable" marks (legacy-client.md 2.5, 3.1 SubmittedComponent): per faculty department, the templates
 * it takes no entries for. The administrator and the department's AUTHORIZERs set them. A write reads the
 * record and writes it back only if no one wrote it meanwhile, else reads again, so concurrent marks all stay.
 */
export function createNotApplicableService(deps: {
  records: NotApplicableRepository
  facultyDepartments: Pick<FacultyDepartments, 'find'>
  audit: AuditTrail
  now?: () => number
}) {
  const { records, facultyDepartments, audit } = deps
  const now = deps.now ?? Date.now

  /**
   * The caller may mark the department's templates: the administrator (for a department that exists, else a 400
   * at `path`), or one of its AUTHORIZERs (checked from the session; its name is read only to refuse).
   */
  async function assertMayMark(actor: Principal, facultyDeptId: string, path: string) {
    if (actor.userType === 'ADMIN') {
      if (!(await facultyDepartments.find(facultyDeptId)))
        throw badRequest('FACULTY_DEPT_NOT_FOUND', `Faculty department ${facultyDeptId} not found`, [
          { path, message: 'No such faculty department' },
        ])
      return
    }
    if (naacRoleOf(actor, facultyDeptId) === 'AUTHORIZER') return
    const name = (await facultyDepartments.find(facultyDeptId))?.name ?? facultyDeptId
    assertMayMarkNotApplicable(actor, { id: facultyDeptId, name })
  }

  /** Refuses ids of templates that do not exist (one BatchGetItem), naming them. */
  async function assertTemplatesExist(ids: readonly string[], sent: readonly string[]) {
    const found = await records.existingTemplates(ids)
    const unknown = ids.filter((id) => !found.has(id))
    if (!unknown.length) return
    throw badRequest(
      'TEMPLATE_NOT_FOUND',
      `No such template: ${unknown.join(', ')}`,
      unknown.map((id) => ({ path: `templateIds.${sent.indexOf(id)}`, message: `No such template: ${id}` })),
    )
  }

  /**
   * Reads a department's record, makes the next one from it and writes it if no one wrote meanwhile, until it
   * is written. `next` answers undefined when there is nothing to write. Template ids new to the record are
   * checked once.
   */
  async function change(
    caller: Caller,
    facultyDeptId: string,
    sent: readonly string[],
    next: (read: StoredNotApplicable | undefined) => string[] | undefined,
  ): Promise<NotApplicableView> {
    const checked = new Set<string>()
    for (let round = 0; round < MAX_ROUNDS; round++) {
      if (round) await sleep(Math.random() * 5 * Math.min(round, 10))
      const read = await records.find(facultyDeptId)
      const templateIds = next(read)
      if (!templateIds) return notApplicableView(read!)
      const added = templateIds.filter((id) => !checked.has(id) && !read?.templateIds.includes(id))
      if (added.length) await assertTemplatesExist(added, sent)
      for (const id of added) checked.add(id)
      const record: StoredNotApplicable = {
        id: notApplicableIdOf(facultyDeptId),
        departmentId: facultyDeptId,
        templateIds,
        modifiedOn: read ? nextModifiedOn(read.modifiedOn) : now(),
      }
      if (await records.write(record, read)) {
        await audit(caller, {
          entity: 'notApplicable',
          id: record.id,
          action: read ? 'UPDATE' : 'CREATE',
          ...(read ? { before: read } : {}),
          after: record,
        })
        return notApplicableView(record)
      }
    }
    throw conflict('CHANGED_MEANWHILE', 'Others are changing these marks right now. Try again.')
  }

  return {
    /** `GET /boot/naacApplicableDepts`: every department's record (one Query). */
    all: async () => (await records.all()).map(notApplicableView),

    /** `POST /boot/naacApplicableDepts`: adds templates to the department's record, made on the first mark. */
    async add(caller: Caller, input: NotApplicableBody) {
      await assertMayMark(caller.actor, input.departmentId, 'departmentId')
      return change(caller, input.departmentId, input.templateIds, (read) => {
        const held = read?.templateIds ?? []
        const added = input.templateIds.filter((id) => !held.includes(id))
        return read && !added.length ? undefined : [...held, ...added]
      })
    },

    /** The faculty department a record id names, if the caller may change its marks (for `authorize`). */
    async loadMarkable(caller: Caller, id: string) {
      const facultyDeptId = departmentOf(id)
      if (!facultyDeptId) throw recordNotFound(id)
      if (caller.actor.userType !== 'ADMIN') await assertMayMark(caller.actor, facultyDeptId, 'id')
      return facultyDeptId
    },

    /** `PUT /boot/naacApplicableDepts/:id`: the department's record with exactly these templates. */
    async replace(caller: Caller, facultyDeptId: string, input: NotApplicableBody) {
      const id = notApplicableIdOf(facultyDeptId)
      if (input.departmentId !== facultyDeptId) throw recordNotFound(id)
      return change(caller, facultyDeptId, input.templateIds, (read) => {
        if (!read) throw recordNotFound(id)
        return sameIds(read.templateIds, input.templateIds) ? undefined : [...input.templateIds]
      })
    },
  }
}

export type NotApplicableService = ReturnType<typeof createNotApplicableService>
