import type { AuditLog, AuditRecord } from '@campus/db'
import type { Caller } from '@campus/http'

/** The audit record of one change to a user: who did what, when, with the record before and after. */
export const userAuditRecord = (
  ctx: Caller,
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
  (audit: AuditLog) => (ctx: Caller, action: string, entityId: string, before: unknown, after: unknown) =>
    audit.write(userAuditRecord(ctx, action, entityId, before, after))
