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
    module: 'college-settings',
    label: 'College settings',
    path: '/college-settings',
    userTypes: ['ADMIN'],
  },
  { module: 'api-docs', label: 'API reference', path: '/api/docs', external: true, userTypes: ['ADMIN'] },
]

/** The caller's menu: entries for their user type, plus the modules their custom role grants. */
export function menuFor(principal: Principal) {
  const granted = new Set(principal.customRole?.modules ?? [])
  return MENU.filter(
    (entry) =>
      entry.userTypes.includes(principal.userType) ||
      (principal.userType === 'CUSTOM' && entry.assignable && granted.has(entry.module)),
  ).map(({ module, label, path, external }) => ({ module, label, path, ...(external ? { external } : {}) }))
}

/** Modules an administrator can grant to custom roles (`GET /api/role/getModule`). */
export const assignableModules = () =>
  MENU.filter((entry) => entry.assignable).map(({ module, label, path }) => ({ module, label, path }))
