import type { AcademicYear } from '@campus/core'
import type { AcademicYearOption } from '@/lib/academics'

/**
 * An academic year as the subject screens need it: with its regulation, which names what it can be taught.
 * The shared lookup (`useAcademicYears`) types only what every screen needs; `GET /api/accyear` also answers
 * with these.
 */
export type TeachingYear = AcademicYearOption & Partial<Pick<AcademicYear, 'regulationId' | 'regulation'>>
