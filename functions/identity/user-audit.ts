import type { Principal } from '@campus/core'
import type { AuditLog, AuditRecord } from '@campus/db'

/** Who a user audit record names: a signed-in caller, or the user themself (a reset with a code). */
export interface AuditCaller {
  actor: Pick<Principal, 'userId' | 'userType'>
  requestId?: string | undefined
}

/** The audit record of one change to a user: who did what, when, with the record before and after. */
export const userAuditRecord = (
  ctx: AuditCaller,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
): AuditRecord => ({
  entityType: 'user',
  entityId,
  action,
  actorId: ctx.actor.userId,
  actorType: ctx.actor.userType,
  at: Date.now(),
  before,
  after,
  ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
})

/** Writes one audit record about a user. */
export const userAuditOf =
  (audit: AuditLog) =>
  (ctx: AuditCaller, action: string, entityId: string, before: unknown, after: unknown) =>
    audit.write(userAuditRecord(ctx, action, entityId, before, after))
