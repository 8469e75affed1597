import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/**
 * What kind of record an sms audit entry is about: the quota an administrator sets, and a monthly workbook
 * someone asked for (its request; the job's progress and outcome are on the request itself).
 */
export type AuditedEntity = 'smsQuota' | 'smsExport'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
