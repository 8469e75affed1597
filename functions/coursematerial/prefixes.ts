/**
 * The paths coursematerial serves (the legacy client's camel-case `/api/courseMaterial`); apart from the
 * manifest so the Lambda bundle leaves out its loaders.
 */
export const PREFIXES = ['/api/courseMaterial', '/api/docs/coursematerial']
