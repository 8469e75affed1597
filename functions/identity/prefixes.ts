/** The paths identity serves (its app and its manifest read them; API Gateway routes them to its Lambda). Apart from the manifest, so the
 * Lambda bundle, which needs only these, leaves out the manifest's loaders of seeds, jobs and the local app. */
export const PREFIXES = [
  '/api/token',
  '/api/user',
  '/api/student',
  '/api/profile',
  '/api/college',
  '/api/role',
  '/api/staff-type',
  '/api/config',
  // A group's students are users; academics owns the rest of /api/group. The longer prefix wins, on API
  // Gateway (the most specific route) and in the local server alike.
  '/api/group/student',
  // The API reference index; each domain serves its own page under /api/docs/<name>.
  '/api/docs',
]
