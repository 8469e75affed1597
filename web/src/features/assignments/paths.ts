/** The assignment section's screens (legacy-client 3.4 keeps these paths). */
export const assignmentPaths = {
  section: '/assignment',
  /** Staff: the assignments they sent ("Sent Assignment"). */
  home: '/assignment/home',
  compose: '/assignment/compose',
  /** Students: the assignments set for their group. */
  studentView: '/assignment/studentView',
  viewSubmission: (id: string) => `/assignment/viewSubmission/${encodeURIComponent(id)}`,
} as const
