/** Hash routes of the legacy portals' sign-in pages (for example `/#/login`, `#/student-login`). */
const LEGACY_LOGIN_HASH = /#\/(?:[\w-]+\/)*[\w-]*login(?:[/?]|$)/i

/** A menu target opens in a new tab when the server says so or when it points at a legacy sign-in page. */
export const opensExternally = (entry: { path: string; external?: boolean }) =>
  Boolean(entry.external) || LEGACY_LOGIN_HASH.test(entry.path)

/** Entries whose label contains the filter text, ignoring case. */
export const filterMenu = <T extends { label: string }>(entries: readonly T[], filter: string) => {
  const needle = filter.trim().toLocaleLowerCase()
  return needle ? entries.filter((entry) => entry.label.toLocaleLowerCase().includes(needle)) : [...entries]
}
