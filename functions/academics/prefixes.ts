/** The paths academics serves (its app and its manifest read them; API Gateway routes them to its Lambda). Apart from the manifest, so the
 * Lambda bundle, which needs only these, leaves out the manifest's loaders of seeds, jobs and the local app. */
export const PREFIXES = [
  '/api/departments',
  '/api/faculty',
  '/api/facultydepartment',
  '/api/accyear',
  '/api/group',
  '/api/reg',
  '/api/subject',
  '/api/studentIdCard',
  '/api/docs/academics',
]
