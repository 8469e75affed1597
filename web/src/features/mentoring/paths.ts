/** The Manage Mentor section's screens (legacy-client 3.8 keeps these paths, without its unused ids). */
export const mentoringPaths = {
  section: '/manageMentor',
  /** Manage Mentor: a department's staff and how many students each mentors (the section opens on it). */
  home: '/manageMentor/home',
  /** The signed-in staff member's own students. */
  myStudents: '/manageMentor/myStudents',
  /** Where every staff member's Student Details lie. */
  studentDetailsSection: '/manageMentor/studentDetails',
  /** One staff member's students. */
  studentDetails: (staffId: string) => `/manageMentor/studentDetails/${encodeURIComponent(staffId)}`,
  /** A mentored student's profile: personal information, rating, mentors and comments. */
  profile: (studentId: string) => `/manageMentor/profile/${encodeURIComponent(studentId)}`,
} as const
