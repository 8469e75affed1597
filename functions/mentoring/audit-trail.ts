import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record a mentoring audit entry is about: a student's mentorship, or a comment. */
export type AuditedEntity = 'mentorship' | 'mentorComment'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
