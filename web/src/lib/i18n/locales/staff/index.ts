import type academics from './academics.json'
import type account from './account.json'
import type announcementsStaff from './announcementsStaff.json'
import type app from './app.json'
import type assignments from './assignments.json'
import type college from './college.json'
import type components from './components.json'
import type coursematerial from './coursematerial.json'
import type curriculum from './curriculum.json'
import type events from './events.json'
import type feedback from './feedback.json'
import type home from './home.json'
import type naac from './naac.json'
import type naacReports from './naacReports.json'
import type sms from './sms.json'
import type staff from './staff.json'
import type studentMoves from './studentMoves.json'
import type students from './students.json'

/**
 * The staff screens' strings: English only for now, one namespace per feature (plus `app` for the route
 * pages and `components` for the shared people, files, form and import pieces). Each is a chunk of its own,
 * fetched the first time a screen asks for it, so /login and the student pages carry none of them. A reader
 * who chose Tamil or Hindi reads these screens in English, the fallback.
 */
export type StaffResources = {
  academics: typeof academics
  account: typeof account
  announcementsStaff: typeof announcementsStaff
  app: typeof app
  assignments: typeof assignments
  college: typeof college
  components: typeof components
  coursematerial: typeof coursematerial
  curriculum: typeof curriculum
  events: typeof events
  feedback: typeof feedback
  home: typeof home
  naac: typeof naac
  naacReports: typeof naacReports
  sms: typeof sms
  staff: typeof staff
  studentMoves: typeof studentMoves
  students: typeof students
}

export type StaffNamespace = keyof StaffResources

/** How each staff namespace loads; tsc fails if one is missing here or has no type above. */
export const staffNamespaces = {
  academics: () => import('./academics.json'),
  account: () => import('./account.json'),
  announcementsStaff: () => import('./announcementsStaff.json'),
  app: () => import('./app.json'),
  assignments: () => import('./assignments.json'),
  college: () => import('./college.json'),
  components: () => import('./components.json'),
  coursematerial: () => import('./coursematerial.json'),
  curriculum: () => import('./curriculum.json'),
  events: () => import('./events.json'),
  feedback: () => import('./feedback.json'),
  home: () => import('./home.json'),
  naac: () => import('./naac.json'),
  naacReports: () => import('./naacReports.json'),
  sms: () => import('./sms.json'),
  staff: () => import('./staff.json'),
  studentMoves: () => import('./studentMoves.json'),
  students: () => import('./students.json'),
} satisfies { [N in StaffNamespace]: () => Promise<{ default: StaffResources[N] }> }
