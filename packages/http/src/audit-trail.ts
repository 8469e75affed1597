import type { AuditLog } from '@campus/db'
import type { Caller } from '@campus/core'

/** One change to audit: which record (of a kind the domain names), what was done, before and after. */
export interface AuditedChange<Entity extends string> {
  entity: Entity
  id: string
  action: string
  before?: unknown
  after?: unknown
}

/**
 * A domain's audit trail: one record per change with who (the caller), when and the request id. `Entity` is
 * the union of record kinds the domain audits, so a typo in a kind does not compile.
 */
export function createAuditTrail<Entity extends string>(audit: AuditLog) {
  return (caller: Caller, change: AuditedChange<Entity>) =>
    audit.write({
      entityType: change.entity,
      entityId: change.id,
      action: change.action,
      actorId: caller.actor.userId,
      actorType: caller.actor.userType,
      ...(caller.actor.name ? { actorName: caller.actor.name } : {}),
      at: Date.now(),
      before: change.before,
      after: change.after,
      ...(caller.requestId ? { requestId: caller.requestId } : {}),
    })
}

export type AuditTrail<Entity extends string> = ReturnType<typeof createAuditTrail<Entity>>
