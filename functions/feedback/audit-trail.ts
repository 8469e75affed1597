import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/**
 * What kind of record a feedback audit entry is about. Answers are not audited: each is its own record of who
 * answered and when.
 */
export type AuditedEntity = 'question' | 'template' | 'survey' | 'export'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
