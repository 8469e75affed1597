import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record an announcements audit entry is about. */
export type AuditedEntity = 'announcement'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
