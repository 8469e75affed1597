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
  contact: { pattern: '/contact-us', href: () => '/contact-us' },
  privacy: { pattern: '/privacy-policy', href: () => '/privacy-policy' },
  terms: { pattern: '/terms-of-service', href: () => '/terms-of-service' },
  feedback: { pattern: '/feedBack', href: () => '/feedBack' },
} as const
