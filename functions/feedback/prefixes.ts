/** The paths feedback serves (its app and its manifest read them; API Gateway routes them to its Lambda). Apart from the manifest, so the
 * Lambda bundle, which needs only these, leaves out the manifest's loaders of seeds, jobs and the local app. */
export const PREFIXES = ['/boot/feedback', '/api/docs/feedback']
