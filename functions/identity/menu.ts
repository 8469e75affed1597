import type { Principal } from '@campus/core'
import type { MenuEntry } from '@campus/http'

/**
 * The caller's menu, from every domain's entries (their manifests): entries for their user type, plus, for CUSTOM users, the modules their role grants and
 * the entries their special role types unlock, and NAAC entries for whoever holds a NAAC role.
 */
export function menuFor(menu: readonly MenuEntry[], principal: Principal) {
  const granted = new Set(principal.customRole?.modules ?? [])
  const custom = principal.userType === 'CUSTOM'
  const naac =
    (principal.customRole?.naacRole.length ?? 0) + (principal.customRole?.naacReport.length ?? 0) > 0
  return menu
    .filter(
      (entry) =>
        entry.userTypes.includes(principal.userType) ||
        (custom && entry.assignable && granted.has(entry.module)) ||
        (custom && entry.rollTypes?.some((type) => principal.rollType.includes(type))) ||
        (naac && entry.naacRoleHolders),
    )
    .map(({ module, label, path, external }) => ({ module, label, path, ...(external ? { external } : {}) }))
}

/** Modules an administrator can grant to custom roles (`GET /api/role/getModule`). */
export const assignableModules = (menu: readonly MenuEntry[]) =>
  menu.filter((entry) => entry.assignable).map(({ module, label, path }) => ({ module, label, path }))
