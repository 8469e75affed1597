import type { Principal, UserType } from '@campus/core'

/** One side-menu entry. `module` names it for custom roles, which are granted modules by name. */
export interface MenuEntry {
  module: string
  label: string
  path: string
  /** Opens outside the SPA (a server page or another site). */
  external?: boolean
  userTypes: readonly UserType[]
  /** May be granted to CUSTOM users through their role's module list. */
  assignable?: boolean
  /** Shown to CUSTOM users with one of these special role types (legacy: ACADEMICADMIN unlocks Academic Admin). */
  rollTypes?: readonly string[]
}

/**
 * The side menu, in order. A section joins this list when its screens are built, so the menu never links to
 * a page that does not exist.
 */
export const MENU: readonly MenuEntry[] = [
  {
    module: 'home',
    label: 'Home',
    path: '/',
    userTypes: ['ADMIN', 'HOD', 'FACULTY', 'STUDENT', 'CUSTOM', 'APPLICANT'],
  },
  {
    module: 'manage-department',
    label: 'Manage Department',
    path: '/manageDepartment',
    userTypes: ['ADMIN'],
  },
  { module: 'faculty', label: 'Faculties', path: '/faculty', userTypes: ['ADMIN'] },
  {
    module: 'academic',
    label: 'Manage Academic Year',
    path: '/academic',
    userTypes: ['ADMIN', 'HOD'],
  },
  {
    module: 'manage-subject',
    label: 'Manage Subjects',
    path: '/manage-subject',
    userTypes: ['ADMIN', 'HOD'],
  },
  {
    module: 'manage-staff',
    label: 'Manage Staff',
    path: '/manage-staff',
    userTypes: ['ADMIN', 'HOD'],
  },
  {
    module: 'manage-student',
    label: 'Manage Students',
    path: '/manage-student',
    userTypes: ['ADMIN', 'HOD'],
  },
  {
    module: 'academicadmin',
    label: 'Move Students',
    path: '/academicadmin',
    userTypes: ['ADMIN', 'HOD'],
    rollTypes: ['ACADEMICADMIN'],
  },
  {
    module: 'event-filter',
    label: 'Events',
    path: '/event-filter',
    userTypes: ['ADMIN', 'HOD', 'FACULTY'],
    rollTypes: ['EVENTEDITOR'],
  },
  {
    module: 'feedback',
    label: 'Feedback',
    path: '/feedBack/questions',
    userTypes: ['ADMIN', 'HOD'],
  },
  // Faculty reach their own survey results here; administrators and HODs from the feedback section's menu.
  {
    module: 'staff-feedback',
    label: 'Feedback',
    path: '/feedBack/staffReport',
    userTypes: ['FACULTY'],
  },
  { module: 'my-surveys', label: 'Surveys', path: '/feedBack/mySurveys', userTypes: ['STUDENT'] },
  {
    module: 'college-settings',
    label: 'College settings',
    path: '/college-settings',
    userTypes: ['ADMIN'],
  },
  { module: 'api-docs', label: 'API reference', path: '/api/docs', external: true, userTypes: ['ADMIN'] },
]

/**
 * The caller's menu: entries for their user type, plus, for CUSTOM users, the modules their role grants and
 * the entries their special role types unlock.
 */
export function menuFor(principal: Principal) {
  const granted = new Set(principal.customRole?.modules ?? [])
  const custom = principal.userType === 'CUSTOM'
  return MENU.filter(
    (entry) =>
      entry.userTypes.includes(principal.userType) ||
      (custom && entry.assignable && granted.has(entry.module)) ||
      (custom && entry.rollTypes?.some((type) => principal.rollType.includes(type))),
  ).map(({ module, label, path, external }) => ({ module, label, path, ...(external ? { external } : {}) }))
}

/** Modules an administrator can grant to custom roles (`GET /api/role/getModule`). */
export const assignableModules = () =>
  MENU.filter((entry) => entry.assignable).map(({ module, label, path }) => ({ module, label, path }))
