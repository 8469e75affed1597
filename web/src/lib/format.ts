const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/** A date as the portal shows it everywhere: "21 Nov 2026". */
export const formatDate = (epochMs: number | undefined) =>
  epochMs === undefined ? '—' : dateFormat.format(new Date(epochMs))
