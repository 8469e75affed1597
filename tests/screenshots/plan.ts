import { DEMO_CIRCULAR, FACULTY, FACULTY_DEPARTMENT } from '@campus/local/demo-college'

/** Who the gallery signs in as (demo accounts of functions/local/seed; password Campus@123). */
export const SIGNED_IN = [
  { folder: 'admin', title: 'Administrator', email: 'admin@campus.local' },
  { folder: 'hod', title: 'Head of department (CSE)', email: 'hod.cse@campus.local' },
  { folder: 'staff', title: 'Staff', email: 'faculty1@campus.local' },
  { folder: 'student', title: 'Student', email: 'student1@campus.local' },
  { folder: 'custom', title: 'Custom role (NAAC authorizer)', email: 'custom@campus.local' },
] as const

export const PUBLIC = { folder: 'public', title: 'Signed out' } as const

export type Folder = (typeof SIGNED_IN)[number]['folder'] | typeof PUBLIC.folder

/**
 * Where the signed-out pages start: the sign-in page, and the public pages people reach from a link in an SMS or
 * a QR code, on the demo data: the seeded circular (functions/announcements/seed.ts), the open course survey of
 * CSE group A and its template (functions/feedback/seed.ts: sv-cse-end, ft-course), and where the form goes
 * once answered. The crawl follows their links (the footer's college pages).
 */
export const PUBLIC_STARTS = [
  '/login',
  `/view-sms/${DEMO_CIRCULAR.publicKey}`,
  '/feedback-form/ft-course/sv-cse-end/OTHERS',
  '/feedBack/feedbackSucess',
]

/**
 * Screens that open from a form rather than a link: the header's student search (HODs and staff), and the NAAC
 * home on a chosen faculty, department and criterion (the seeded Engineering entries of criterion 1), whose
 * templates link to their entries.
 */
const NAAC_CHOICE = `/naac/home/${FACULTY_DEPARTMENT.id}/${FACULTY.id}/1/GENERAL`
export const EXTRA_STARTS: Partial<Record<Folder, readonly string[]>> = {
  admin: [NAAC_CHOICE],
  hod: ['/manage-student/search/CSE2300'],
  custom: [NAAC_CHOICE],
}

/** A screen a form opens: the form's address, what goes in its fields (by label), the button that goes on. */
export interface FormStart {
  readonly address: string
  readonly fill: Readonly<Record<string, string>>
  readonly submit: string
}

/** Screens behind a form that only moves on (it saves nothing): the announcement's receivers and preview. */
export const FORM_STARTS: Partial<Record<Folder, readonly FormStart[]>> = {
  hod: [
    {
      address: '/announcement/compose',
      fill: {
        Title: 'Department meeting',
        Message: 'All CSE staff meet in the seminar hall on Friday at 3 pm.',
      },
      submit: 'Next',
    },
  ],
}

/**
 * Declared routes the gallery does not show, each with the reason; every other declared route must be in it
 * (gallery.test.ts).
 */
export const NOT_SHOT: Readonly<Record<string, string>> = {
  '/feedBack': 'only redirects to /feedBack/questions, where the menu links',
  '/feedBack/report/:referenceId':
    "an event's feedback report: no demo event has a feedback form, so no list links to one",
}
