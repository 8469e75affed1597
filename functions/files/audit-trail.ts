import type { Caller } from '@campus/core'
import type { AuditLog } from '@campus/db'

/** What kind of record a files audit entry is about. */
export type AuditedEntity = 'upload'

/** Who changed an upload: a signed-in user, or `external:<address>` for uploads without a token. */
export interface AuditActor {
  id: string
  type: string
  requestId?: string | undefined
}

/** The signed-in caller as an audit actor. */
export const actorOf = (caller: Caller): AuditActor => ({
  id: caller.actor.userId,
  type: caller.actor.userType,
  requestId: caller.requestId,
})

/** A caller without a token, known by its address. */
export const externalActor = (address: string, requestId?: string): AuditActor => ({
  id: `external:${address}`,
  type: 'EXTERNAL',
  requestId,
})

/**
 * The files domain's audit trail: one record per change to an upload, in the files table. Unlike other
 * domains' trails (createAuditTrail in @campus/http) its actor may have no session: uploads without a token
 * are audited under the caller's address.
 */
export function createFilesAuditTrail(log: AuditLog) {
  return (actor: AuditActor, change: { id: string; action: string; before?: unknown; after?: unknown }) =>
    log.write({
      entityType: 'upload' satisfies AuditedEntity,
      entityId: change.id,
      action: change.action,
      actorId: actor.id,
      actorType: actor.type,
      at: Date.now(),
      before: change.before,
      after: change.after,
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    })
}

export type AuditTrail = ReturnType<typeof createFilesAuditTrail>
