/**
 * The paths sms serves (its app and its manifest read them; API Gateway routes them to its Lambda). Apart from
 * the manifest, so the Lambda bundle, which needs only these, leaves out the manifest's loaders of the seed and
 * the queue consumer. `/api/communication/sendSms` belongs to the announcements domain, which dispatches
 * through @campus/sms.
 */
export const PREFIXES = ['/api/sms', '/api/docs/sms']
