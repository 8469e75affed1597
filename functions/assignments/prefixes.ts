/** The paths assignments serves; apart from the manifest so the Lambda bundle leaves out its loaders. */
export const PREFIXES = ['/api/assignment', '/api/docs/assignments']
