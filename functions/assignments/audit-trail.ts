import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record an assignments audit entry is about. */
export type AuditedEntity = 'assignment' | 'submission'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
