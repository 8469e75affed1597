import type { AuditTrail as DomainAuditTrail } from '@campus/http'

/** What kind of record an academics audit entry is about. */
export type AuditedEntity =
  | 'faculty'
  | 'facultyDepartment'
  | 'department'
  | 'academicYear'
  | 'group'
  | 'regulation'
  | 'regulationSubject'
  | 'subject'

export type AuditTrail = DomainAuditTrail<AuditedEntity>
