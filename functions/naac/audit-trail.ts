import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record a naac audit entry is about. */
export type AuditedEntity = 'template' | 'entry' | 'thread' | 'notApplicable' | 'import'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
