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
  studentSearch: {
    pattern: '/manage-student/search/:text',
    href: (text: string) => `/manage-student/search/${encodeURIComponent(text)}`,
  },
  studentProfile: {
    pattern: '/manage-student/profile/:userId',
    href: (userId: string) => `/manage-student/profile/${encodeURIComponent(userId)}`,
  },
  collegeSettings: { pattern: '/college-settings', href: () => '/college-settings' },
  contact: { pattern: '/contact-us', href: () => '/contact-us' },
  privacy: { pattern: '/privacy-policy', href: () => '/privacy-policy' },
  terms: { pattern: '/terms-of-service', href: () => '/terms-of-service' },
  feedback: { pattern: '/feedBack', href: () => '/feedBack' },
} as const
