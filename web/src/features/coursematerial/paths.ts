/** The course material section's screens (legacy-client 3.5 keeps these paths). */
export const courseMaterialPaths = {
  section: '/coursematerial',
  /** My Subject: the materials of the subjects the signed-in staff member teaches. */
  home: '/coursematerial/home',
  /** Staff Subject: any subject, chosen by department, regulation and subject. */
  staff: '/coursematerial/staffCourseMaterial',
  /** A student's subjects and their materials. */
  student: '/coursematerial/studentCourseMaterial',
} as const
