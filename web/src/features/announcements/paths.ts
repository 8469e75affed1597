/** The announcement section's screens (legacy-client 3.3 keeps these paths) and the public view's links. */
export const announcementPaths = {
  section: '/announcement',
  home: '/announcement/home',
  compose: '/announcement/compose',
  preview: '/announcement/preview',
  sent: '/announcement/send',
  sentSms: '/announcement/sentsms',
  monthlySms: '/announcement/monthlysms',
  /** The public page of an announcement (no sign-in, no shell). */
  view: (randomKey: string) => `/view-sms/${encodeURIComponent(randomKey)}`,
} as const

/** The short public link the SMS carries (`/m/{key}` opens the public view), on this portal's address. */
export const publicLinkOf = (randomKey: string, origin = window.location.origin) =>
  `${origin}/m/${encodeURIComponent(randomKey)}`
