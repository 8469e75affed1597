import type { CampusEvent } from '@campus/core'
import { managesDepartment, type CurrentUserRecord } from '@/lib/current-user'

type Viewer = Pick<CurrentUserRecord, 'id' | 'usertype' | 'departmentid' | 'headedDepartmentIds' | 'rollType'>
type Owned = Pick<CampusEvent, 'createdBy' | 'departmentIds'>

/** The special role type that lets a custom user add events and make their QR codes. */
const isEventEditor = (user: Viewer) => user.rollType.includes('EVENTEDITOR')

/** Staff see events; the server decides again on every call, this only shapes the screen. */
export const maySeeEvents = (user: Viewer) => user.usertype !== 'STUDENT' && user.usertype !== 'APPLICANT'

/** Administrators, HODs and faculty add events; custom users with the event editor role too. */
export const mayAddEvents = (user: Viewer) =>
  ['ADMIN', 'HOD', 'FACULTY'].includes(user.usertype) || (user.usertype === 'CUSTOM' && isEventEditor(user))

/** The creator, an HOD of the creator's departments, or an administrator changes or deletes an event. */
export const mayChangeEvent = (user: Viewer, event: Owned) =>
  user.usertype === 'ADMIN' ||
  event.createdBy === user.id ||
  (user.usertype === 'HOD' && event.departmentIds.some((id) => managesDepartment(user, id)))

/** Those who may change it, and event editors, make an event's feedback QR code. */
export const mayMakeFeedbackQr = (user: Viewer, event: Owned) =>
  mayChangeEvent(user, event) || isEventEditor(user)

/** Administrators and HODs read feedback reports (the feedback domain's rule). */
export const mayReadFeedbackReport = (user: Viewer) => user.usertype === 'ADMIN' || user.usertype === 'HOD'
