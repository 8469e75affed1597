import { settleAll } from '@campus/db'
import type { Caller, ImportKind, RejectedImportRow, UserImportResult } from '@campus/core'
import type { SessionStore } from '@campus/db'
import { principalChanged, sessionPrincipalOf } from './sessions.service'
import type { WithCollegeId } from './college-id'
import type { UniqueKeysRepository } from './unique-keys.repository'
import { keysToLookUp, parseImportRows, planImport, type ImportPlan } from './user-import'
import type { UserReferences } from './user-references'
import type { BulkUsersRepository, UserChange } from './users-bulk.repository'
import { WRITE_CONCURRENCY, type UsersRepository } from './users.repository'

/**
 * `POST /api/user/import`: one chunk of a spreadsheet of students or staff. Reads are two batches (the rows'
 * unique keys, then the users holding them) and one of what the rows name in academics (a row naming a
 * department, year, group or staff type that does not exist is rejected); writes go through the bulk
 * repository; every row ends created, updated or rejected, and a rejected row wrote nothing.
 */
export function createUserImportService(deps: {
  users: UsersRepository
  bulk: BulkUsersRepository
  uniqueKeys: UniqueKeysRepository
  sessions: SessionStore
  references: UserReferences
  /** New users get the college's id when their row has none: one read for the whole chunk (college-id.ts). */
  withCollegeId: WithCollegeId
}) {
  /** The plan without the rows that name a department, year, group or staff type that does not exist. */
  async function withReferencesChecked(plan: ImportPlan): Promise<ImportPlan> {
    const problems = await deps.references.problemsOfMany([
      ...plan.creates.map(({ user }) => ({ after: user })),
      ...plan.updates.map(({ before, after }) => ({ before, after })),
    ])
    const rejected = [...plan.rejected]
    const holds = (index: number, row: number, key: string) => {
      const found = problems[index] ?? []
      if (found.length)
        rejected.push({ row, key, errors: found.map(({ path, message }) => ({ field: path, message })) })
      return !found.length
    }
    const created = plan.creates.length
    return {
      ...plan,
      creates: plan.creates.filter(({ row, key }, index) => holds(index, row, key)),
      updates: plan.updates.filter(({ row, key }, index) => holds(created + index, row, key)),
      rejected,
    }
  }

  return {
    async importUsers(
      ctx: Caller,
      request: { kind: ImportKind; rows: readonly Record<string, unknown>[] },
    ): Promise<UserImportResult> {
      const { kind } = request
      const { parsed, rejected } = parseImportRows(kind, request.rows)
      const holders = await deps.uniqueKeys.holders(keysToLookUp(kind, parsed))
      const found = await deps.users.getWhole([...new Set(holders.values())])
      const plan = await withReferencesChecked(
        planImport(
          kind,
          parsed,
          { holders, users: new Map(found.map((user) => [user.id, user])) },
          ctx.actor,
          Date.now(),
        ),
      )

      // Each user's audit record goes ahead of it (ADR 0013).
      const written = await deps.bulk.writeMany(
        await deps.withCollegeId(plan.creates.map(({ user }) => user)),
        plan.updates.map(({ before, after }): UserChange => ({ before, after })),
        { caller: ctx, created: 'IMPORT_CREATE', updated: 'IMPORT_UPDATE' },
      )
      const rowOf = new Map<string, { row: number; key: string }>([
        ...plan.creates.map(({ row, key, user }) => [user.id, { row, key }] as const),
        ...plan.updates.map(({ row, key, after }) => [after.id, { row, key }] as const),
      ])
      const refusedAtWrite: RejectedImportRow[] = [...written.refused].map(([id, issue]) => ({
        ...(rowOf.get(id) ?? { row: 0 }),
        errors: [issue],
      }))

      // Their sessions learn the change at once, as with a single update.
      const refreshed = await settleAll(
        written.updated.filter(({ before, after }) => principalChanged(before, after)),
        WRITE_CONCURRENCY,
        ({ after }) => deps.sessions.refreshPrincipal(after.id, sessionPrincipalOf(after)),
      )
      const failed = refreshed.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason

      return {
        created: written.created.length,
        updated: written.updated.length + plan.unchanged.length,
        rejected: [...rejected, ...plan.rejected, ...refusedAtWrite].sort((a, b) => a.row - b.row),
      }
    },
  }
}

export type UserImportService = ReturnType<typeof createUserImportService>
