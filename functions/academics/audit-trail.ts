import type { AuditLog } from '@campus/db'
import type { Caller } from '@campus/http'

/** What kind of record an audit entry is about. */
export type AuditedEntity =
  | 'faculty'
  | 'facultyDepartment'
  | 'department'
  | 'academicYear'
  | 'group'
  | 'regulation'
  | 'regulationSubject'
  | 'subject'

/** Writes one audit record per change: who, when, which record, before and after. */
export function createAuditTrail(audit: AuditLog) {
  return (
    caller: Caller,
    change: { entity: AuditedEntity; id: string; action: string; before?: unknown; after?: unknown },
  ) =>
    audit.write({
      entityType: change.entity,
      entityId: change.id,
      action: change.action,
      actorId: caller.actor.userId,
      actorType: caller.actor.userType,
      at: Date.now(),
      before: change.before,
      after: change.after,
      ...(caller.requestId ? { requestId: caller.requestId } : {}),
    })
}

export type AuditTrail = ReturnType<typeof createAuditTrail>
