import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record an events audit entry is about. */
export type AuditedEntity = 'event'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
