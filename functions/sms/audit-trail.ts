import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record an sms audit entry is about: the quota an administrator sets. */
export type AuditedEntity = 'smsQuota'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
