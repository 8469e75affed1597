/** Every internal route: its pattern for the router and an href builder for links, so no link is hand-built. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  login: {
    pattern: '/login',
    href: (next?: string) => (next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  },
  changePassword: { pattern: '/change-password', href: () => '/change-password' },
  staffProfile: {
    pattern: '/manage-staff/staff-profile-view/:userId',
    href: (userId: string) => `/manage-staff/staff-profile-view/${encodeURIComponent(userId)}`,
  },
  manageStaff: { pattern: '/manage-staff', href: () => '/manage-staff' },
  staffPassword: {
    pattern: '/manage-staff/user-password/:userId',
    href: (userId: string) => `/manage-staff/user-password/${encodeURIComponent(userId)}`,
  },
  manageStudents: { pattern: '/manage-student', href: () => '/manage-student' },
  studentSearch: {
    pattern: '/manage-student/search/:text',
    href: (text: string) => `/manage-student/search/${encodeURIComponent(text)}`,
  },
  studentProfile: {
    pattern: '/manage-student/profile/:userId',
    href: (userId: string) => `/manage-student/profile/${encodeURIComponent(userId)}`,
  },
  collegeSettings: { pattern: '/college-settings', href: () => '/college-settings' },
  manageDepartment: { pattern: '/manageDepartment', href: () => '/manageDepartment' },
  faculty: { pattern: '/faculty', href: () => '/faculty' },
  academic: { pattern: '/academic', href: () => '/academic' },
  /** Manage Academic Year opened on one department. */
  academicDepartment: {
    pattern: '/academic/home/:deptId',
    href: (departmentId: string) => `/academic/home/${encodeURIComponent(departmentId)}`,
  },
  academicAdmin: { pattern: '/academicadmin', href: () => '/academicadmin' },
  manageSubject: { pattern: '/manage-subject', href: () => '/manage-subject' },
  events: { pattern: '/event-filter', href: () => '/event-filter' },
  contact: { pattern: '/contact-us', href: () => '/contact-us' },
  privacy: { pattern: '/privacy-policy', href: () => '/privacy-policy' },
  terms: { pattern: '/terms-of-service', href: () => '/terms-of-service' },
  feedback: { pattern: '/feedBack', href: () => '/feedBack' },
  feedbackQuestions: { pattern: '/feedBack/questions', href: () => '/feedBack/questions' },
  feedbackTemplates: { pattern: '/feedBack/feedbackTemplate', href: () => '/feedBack/feedbackTemplate' },
  feedbackCreate: { pattern: '/feedBack/create', href: () => '/feedBack/create' },
  /** A feedback report of one reference (an event, a subject, a survey); `name` names it when nothing else does. */
  feedbackReport: {
    pattern: '/feedBack/report/:referenceId',
    href: (referenceId: string, name?: string) =>
      `/feedBack/report/${encodeURIComponent(referenceId)}${name ? `?name=${encodeURIComponent(name)}` : ''}`,
  },
  /** The public feedback form (spec section 2), opened from a link or a QR code without signing in. */
  feedbackForm: {
    pattern: '/feedback-form/:feedbackTemplateId/:referenceId/:type?',
    href: (feedbackTemplateId: string, referenceId: string, type: string) =>
      `/feedback-form/${encodeURIComponent(feedbackTemplateId)}/${encodeURIComponent(referenceId)}/${encodeURIComponent(type)}`,
  },
  feedbackSuccess: { pattern: '/feedBack/feedbackSucess', href: () => '/feedBack/feedbackSucess' },
  /** The surveys administrators and HODs manage. */
  feedbackSurveys: { pattern: '/feedBack/surveys', href: () => '/feedBack/surveys' },
  /** One survey: what it asks about, and its reports. */
  feedbackSurvey: {
    pattern: '/feedBack/surveys/:surveyId',
    href: (surveyId: string) => `/feedBack/surveys/${encodeURIComponent(surveyId)}`,
  },
  /** A student's surveys: those still to answer, and those answered or closed. */
  feedbackMySurveys: { pattern: '/feedBack/mySurveys', href: () => '/feedBack/mySurveys' },
  /** A student answering one survey target (a subject and its staff, or their group). */
  feedbackSurveyAnswer: {
    pattern: '/feedBack/mySurveys/:surveyId/:targetId',
    href: (surveyId: string, targetId: string) =>
      `/feedBack/mySurveys/${encodeURIComponent(surveyId)}/${encodeURIComponent(targetId)}`,
  },
  /** A staff member's survey results; `staffId` picks whose (administrators and HODs choose). */
  feedbackStaffReport: {
    pattern: '/feedBack/staffReport',
    href: (staffId?: string) =>
      `/feedBack/staffReport${staffId ? `?staffId=${encodeURIComponent(staffId)}` : ''}`,
  },
} as const
