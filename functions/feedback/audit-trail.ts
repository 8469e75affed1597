import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/**
 * What kind of record a feedback audit entry is about. Answers are not audited: each is its own record of who
 * answered and when. A `reportExclusion` is a burst left out of an event form's report, or put back (its id is
 * `<templateId>#<referenceId>`).
 */
export type AuditedEntity = 'question' | 'template' | 'survey' | 'export' | 'reportExclusion'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
