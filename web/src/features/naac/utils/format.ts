const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** A moment as comments and the history show it: "21 Nov 2026, 3:05 pm". */
export const formatDateTime = (epochMs: number) => dateTime.format(new Date(epochMs))
