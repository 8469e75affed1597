import { forbidden, mayManageDepartment, type Principal, STAFF } from '@campus/core'

/** Every staff user reads events; creating and changing them is narrowed by the rules below. */
export { STAFF }

/** The special role type that lets a custom user add events and link their feedback (spec section 6). */
export const EVENT_EDITOR = 'EVENTEDITOR'

const isEventEditor = (actor: Principal) => actor.rollType.includes(EVENT_EDITOR)

/** Administrators, HODs and faculty add events; a custom user only with the EVENTEDITOR role type. */
export function assertMayCreateEvents(actor: Principal) {
  if (actor.userType !== 'CUSTOM' || isEventEditor(actor)) return
  throw forbidden('Only custom users with the event editor role can add events.')
}

/** Who created an event, and the departments they belonged to then. */
interface EventOwnership {
  createdBy: string
  departmentIds: readonly string[]
}

const changes = (actor: Principal, event: EventOwnership) =>
  actor.userType === 'ADMIN' ||
  event.createdBy === actor.userId ||
  (actor.userType === 'HOD' && event.departmentIds.some((id) => mayManageDepartment(actor, id)))

/** The creator, an HOD of the creator's departments, or an administrator changes or deletes an event. */
export function assertMayChangeEvent(actor: Principal, event: EventOwnership) {
  if (changes(actor, event)) return
  throw forbidden('Only the person who added this event, their HOD or an administrator can change it.')
}

/** Those who may change the event, and any event editor, choose the feedback its QR code opens. */
export function assertMayLinkFeedback(actor: Principal, event: EventOwnership) {
  if (changes(actor, event) || isEventEditor(actor)) return
  throw forbidden(
    'Only the person who added this event, their HOD, an event editor or an administrator can make its feedback QR code.',
  )
}
