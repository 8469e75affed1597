import { createBrowserRouter, redirect, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { BUILT_SECTIONS, SECTIONS, SHELL_LESS_SECTIONS } from '@/config/sections'
import { featurePublicRoutes, featureSections, featureShellRoutes } from './feature-routes'
import { RouteError } from './routes/route-error'

const notAvailable = () => import('./routes/not-available')
const shellLess = new Set<string>(SHELL_LESS_SECTIONS)

/** Old-style short links (spec section 2): /m/{id} and /p/{id} and /s/{userId}, and anything under /client/. */
const legacyRedirects: RouteObject[] = [
  { path: '/m/:id', loader: ({ params }) => redirect(`/view-sms/${params.id ?? ''}`) },
  { path: '/p/:id', loader: ({ params }) => redirect(`/proforma-view/${params.id ?? ''}`) },
  { path: '/s/:userId', loader: ({ params }) => redirect(paths.staffProfile.href(params.userId ?? '')) },
  // The legacy client's root routes of the feedback screens.
  {
    path: '/feedbackReport/:referenceId',
    loader: ({ params, request }) =>
      redirect(paths.feedbackReport.href(params.referenceId ?? '') + new URL(request.url).search),
  },
  { path: '/feedbackSucess', loader: () => redirect(paths.feedbackSuccess.href()) },
  {
    path: '/client/*',
    loader: ({ request }) => {
      const url = new URL(request.url)
      return redirect(url.pathname.replace(/^\/client/, '') + url.search)
    },
  },
]

// Route modules export `Component` (and `loader` where they need one), so `lazy` needs no adapter. Everything
// behind sign-in loads lazily, which keeps /login light.
export const router = createBrowserRouter([
  { path: paths.login.pattern, lazy: () => import('./routes/login'), ErrorBoundary: RouteError },
  ...legacyRedirects,
  {
    // Public information pages: readable before signing in.
    lazy: () => import('./routes/public-layout'),
    ErrorBoundary: RouteError,
    children: [
      { path: paths.contact.pattern, lazy: () => import('./routes/college-page') },
      { path: paths.privacy.pattern, lazy: () => import('./routes/college-page') },
      { path: paths.terms.pattern, lazy: () => import('./routes/college-page') },
    ],
  },
  {
    // Pages without the menu and the header.
    lazy: () => import('./routes/bare-layout'),
    ErrorBoundary: RouteError,
    children: [
      { path: paths.staffProfile.pattern, lazy: () => import('./routes/staff-profile') },
      // Public pages of features that declare them (web/src/features/*/routes.tsx): /view-sms/{id}.
      ...featurePublicRoutes,
      { path: '/proforma-view/:id', lazy: notAvailable },
      { path: paths.feedbackForm.pattern, lazy: () => import('./routes/feedback-form') },
      { path: paths.feedbackSuccess.pattern, lazy: () => import('./routes/feedback-success') },
      ...SHELL_LESS_SECTIONS.map((section) => ({ path: `/${section}/*`, lazy: notAvailable })),
    ],
  },
  {
    path: '/',
    lazy: () => import('./routes/app-layout'),
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a screen keep the shell around them.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.changePassword.pattern, lazy: () => import('./routes/change-password') },
          { path: paths.collegeSettings.pattern, lazy: () => import('./routes/college-settings') },
          { path: paths.manageStaff.pattern, lazy: () => import('./routes/manage-staff') },
          { path: paths.staffPassword.pattern, lazy: () => import('./routes/staff-password') },
          { path: paths.manageStudents.pattern, lazy: () => import('./routes/manage-students') },
          { path: paths.studentSearch.pattern, lazy: () => import('./routes/student-search') },
          { path: paths.studentProfile.pattern, lazy: () => import('./routes/student-profile') },
          { path: paths.manageDepartment.pattern, lazy: () => import('./routes/manage-department') },
          { path: paths.faculty.pattern, lazy: () => import('./routes/faculty') },
          { path: paths.academic.pattern, lazy: () => import('./routes/academic') },
          { path: paths.academicDepartment.pattern, lazy: () => import('./routes/academic') },
          { path: paths.academicAdmin.pattern, lazy: () => import('./routes/academicadmin') },
          { path: paths.manageSubject.pattern, lazy: () => import('./routes/manage-subject') },
          { path: paths.events.pattern, lazy: () => import('./routes/event-filter') },
          {
            path: paths.feedback.pattern,
            lazy: () => import('./routes/feedback'),
            children: [
              { index: true, loader: () => redirect(paths.feedbackQuestions.href()) },
              { path: paths.feedbackQuestions.pattern, lazy: () => import('./routes/feedback-questions') },
              { path: paths.feedbackTemplates.pattern, lazy: () => import('./routes/feedback-templates') },
              { path: '/feedBack/template', loader: () => redirect(paths.feedbackTemplates.href()) },
              { path: paths.feedbackCreate.pattern, lazy: () => import('./routes/feedback-create') },
              { path: paths.feedbackSurveys.pattern, lazy: () => import('./routes/feedback-surveys') },
              { path: paths.feedbackSurvey.pattern, lazy: () => import('./routes/feedback-survey') },
              {
                path: paths.feedbackStaffReport.pattern,
                lazy: () => import('./routes/feedback-staff-report'),
              },
            ],
          },
          { path: paths.feedbackReport.pattern, lazy: () => import('./routes/feedback-report') },
          // A student's surveys sit outside the feedBack layout: that one is for staff.
          { path: paths.feedbackMySurveys.pattern, lazy: () => import('./routes/feedback-my-surveys') },
          { path: paths.feedbackSurveyAnswer.pattern, lazy: () => import('./routes/feedback-survey-answer') },
          // Screens of features that declare their own routes (web/src/features/*/routes.tsx).
          ...featureShellRoutes,
          ...SECTIONS.filter(
            (section) =>
              !shellLess.has(section) && !BUILT_SECTIONS.has(section) && !featureSections.has(section),
          ).map((section) => ({
            path: `/${section}/*`,
            lazy: notAvailable,
          })),
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
])
