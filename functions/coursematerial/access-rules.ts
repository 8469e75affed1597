import { forbidden, mayManageDepartment, type Principal, type UserType } from '@campus/core'

/** Who reads course material: staff who teach or head, and students of the subjects they take. */
export const READERS: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY', 'STUDENT']

/** Who adds, changes and deletes course material, and lists a staff member's: never students or custom users. */
export const WRITERS: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']

/** What the rules need of a subject: its department, and whether the caller teaches it. */
export interface SubjectReach {
  departmentId: string
  teaches: boolean
}

/** What the rules need of a stored material. */
interface Material {
  createdBy: string
  departmentId: string
}

const isHeadOf = (actor: Principal, departmentId: string) =>
  actor.userType === 'HOD' && mayManageDepartment(actor, departmentId)

/**
 * May the caller add material to a subject, or read its materials: the administrator any; staff a subject
 * they teach; an HOD also any subject of the departments they head.
 */
export const mayUseSubject = (actor: Principal, subject: SubjectReach) =>
  actor.userType === 'ADMIN' ||
  (actor.userType !== 'STUDENT' && subject.teaches) ||
  isHeadOf(actor, subject.departmentId)

/** What the staff are told when a subject is out of their reach, by what they may reach. */
const subjectsInReach = (actor: Principal) =>
  actor.userType === 'HOD'
    ? 'the subjects you teach or those of the departments you head'
    : 'the subjects you teach'

export function assertMayAddTo(actor: Principal, subject: SubjectReach) {
  if (!mayUseSubject(actor, subject))
    throw forbidden(`You can only add material to ${subjectsInReach(actor)}.`)
}

export function assertMayReadStaffSubject(actor: Principal, subject: SubjectReach) {
  if (!mayUseSubject(actor, subject))
    throw forbidden(`You can only see the material of ${subjectsInReach(actor)}.`)
}

/** Students read the materials of the subjects they take, and nothing else. */
export function assertMayReadTaken(takes: boolean) {
  if (!takes) throw forbidden('You can only see the material of the subjects you take.')
}

/**
 * May the caller change or delete a material: the administrator any; staff what they added; an HOD also the
 * materials of the departments they head.
 */
export function assertMayChange(actor: Principal, material: Material) {
  if (
    actor.userType === 'ADMIN' ||
    material.createdBy === actor.userId ||
    isHeadOf(actor, material.departmentId)
  )
    return
  throw forbidden(
    actor.userType === 'HOD'
      ? 'You can only change the material you added or that of the departments you head.'
      : 'You can only change the material you added.',
  )
}

/**
 * Whose subjects' materials the caller may list: a faculty member only their own; an HOD anyone's, but of
 * another staff member only the subjects of the departments they head; the administrator anyone's.
 */
export function assertMayListStaff(actor: Principal, staffId: string) {
  if (actor.userType === 'FACULTY' && staffId !== actor.userId)
    throw forbidden('You can only list the material of the subjects you teach.')
}

/** Of another staff member's subjects, those an HOD may see: the ones of the departments they head. */
export const headedSubjectsOnly = (actor: Principal, staffId: string) =>
  actor.userType === 'HOD' && staffId !== actor.userId
