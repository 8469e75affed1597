import { DepartmentRemovedMessageSchema, MAX_LIST_COUNT, type DepartmentRemovedMessage } from '@campus/core'
import { createAcademicStructure, createSessionStore, settleAll, type SessionStore } from '@campus/db'
import { requireTable, type QueueContext } from '@campus/runtime'
import { createIdentityEntities } from './entities'
import { sessionPrincipalOf } from './sessions.service'
import {
  WRITE_CONCURRENCY,
  createUsersRepository,
  type StoredUser,
  type UsersRepository,
} from './users.repository'

/** A message as @campus/core's schema spells it; anything else is a dead letter, not a guess. */
export function departmentRemovedOf(body: unknown): DepartmentRemovedMessage {
  const parsed = DepartmentRemovedMessageSchema.safeParse(body)
  if (!parsed.success)
    throw new Error(
      `Not a department-removed message: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  return parsed.data
}

/** The HOD without the department: not in `departmentid`, `departments` or the departments they head. */
const withoutDepartment = (hod: StoredUser, departmentId: string, now: number): StoredUser => ({
  ...hod,
  departmentid: hod.departmentid.filter((id) => id !== departmentId),
  departments: ((hod.departments ?? []) as { id: string }[]).filter(({ id }) => id !== departmentId),
  headedDepartmentIds: (hod.headedDepartmentIds ?? hod.departmentid).filter((id) => id !== departmentId),
  modifiedOn: now,
})

/**
 * Takes a deleted department off every HOD who has it, each with its audit record naming who deleted the
 * department, and refreshes their live sessions. Idempotent (an HOD without it is left alone), so a message
 * delivered twice, or retried after a failure halfway, finishes the work once.
 */
export async function releaseDepartment(
  deps: {
    users: UsersRepository
    sessions: SessionStore
    departmentExists: (id: string) => Promise<boolean>
    now: () => number
  },
  message: DepartmentRemovedMessage,
) {
  const { departmentId } = message
  // Academics sends before it deletes: until the department is gone, its HODs keep it (SQS delivers again).
  if (await deps.departmentExists(departmentId))
    throw new Error(`Department ${departmentId} is not deleted (yet); its HODs keep it until it is.`)
  const listed = await deps.users.list({
    filter: [{ field: 'usertype', value: 'HOD' }],
    in: [{ field: 'departmentid', value: departmentId }],
    fields: ['id'],
    order: 'asc',
    start: 0,
    count: MAX_LIST_COUNT,
  })
  const heads = await deps.users.getWhole(listed.map(({ id }) => String(id)))
  const results = await settleAll(
    heads.filter((hod) => hod.departmentid.includes(departmentId)),
    WRITE_CONCURRENCY,
    async (hod) => {
      const saved = await deps.users.save(hod, withoutDepartment(hod, departmentId, deps.now()), {
        caller: { actor: message.removedBy, ...(message.requestId ? { requestId: message.requestId } : {}) },
        action: 'DEPARTMENT_REMOVED',
        before: { departmentid: hod.departmentid, headedDepartmentIds: hod.headedDepartmentIds },
      })
      await deps.sessions.refreshPrincipal(saved.id, sessionPrincipalOf(saved))
    },
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return { released: results.length }
}

/** The `department-removed` consumer, with the tables its queue definition grants. */
export async function consumeDepartmentRemoved(context: QueueContext, body: unknown) {
  const message = departmentRemovedOf(body)
  const { client } = context
  const identity = requireTable(context, 'identity')
  const structure = createAcademicStructure(client, requireTable(context, 'academics'))
  await releaseDepartment(
    {
      users: createUsersRepository(
        createIdentityEntities(client, identity),
        client,
        identity,
        requireTable(context, 'directory'),
      ),
      sessions: createSessionStore(client, requireTable(context, 'sessions')),
      departmentExists: async (id) => (await structure.find({ departmentIds: [id] })).departments.has(id),
      now: context.now,
    },
    message,
  )
}

/** The consumer Lambda's entry (infra/lambda-bundling.ts writeQueueEntry). */
export const consume = consumeDepartmentRemoved
