import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record a coursematerial audit entry is about. */
export type AuditedEntity = 'material'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
