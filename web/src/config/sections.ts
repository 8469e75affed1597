/**
 * The first path segments of spec section 2, each a lazy route. A section whose screens are not built yet shows
 * an honest "not available yet" page and is absent from the server's menu; when its screens land, its route
 * module replaces the placeholder here and its entry joins the menu (functions/identity/menu.ts).
 */
export const SECTIONS = [
  'naac',
  'assignment',
  'coursematerial',
  'manageDepartment',
  'announcement',
  'academic',
  'manageMentor',
  'feedBack',
  'academicadmin',
  'dashboard',
  'bonafide',
  'journal-club',
  'leave-form',
  'manage-student',
  'attendance',
  'elective-mark-report',
  'elective-subject',
  'dashboard-form',
  'hall-ticket',
  'obe',
  'manage-regulation',
  'co-po-report',
  'event-filter',
  'billing-module',
  'technical-expert',
  'research-publication',
  'expense',
  'time-table',
  'quiz',
  'student-application',
  'president-award',
  'manage-staff',
  'manage-subject',
  'manage-sms-quota',
  'idcard',
  'venue',
  'u',
  'examinations',
  'formrequest',
  'faculty',
  'supplier',
  'role',
  'studentprogress',
  'pendingeventreport',
  'attendanceview',
  'feesdue',
] as const

/**
 * Pages shown without the menu and the header (spec section 2): shared announcements, proforma views, staff
 * profile views, the public feedback form and its success page, admission and the public student application.
 */
export const SHELL_LESS_SECTIONS = ['admission', 'student-application'] as const

/** Sections whose screens are built: their unknown sub-paths are "Page not found", not "not available yet". */
export const BUILT_SECTIONS: ReadonlySet<string> = new Set([
  'manageDepartment',
  'faculty',
  'academic',
  'academicadmin',
  'manage-subject',
  'manage-staff',
  'manage-student',
  'event-filter',
  'feedBack',
])
