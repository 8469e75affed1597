/**
 * The `sms-send` queue's settings, shared by the manifest (which declares them) and the consumer (which reads
 * them). Kept apart from both so the manifest loads no consumer code.
 */

/** SNS's default transactional SMS rate for an account: 20 a second. */
export const DEFAULT_SMS_PER_SECOND = 20

/** Consumers of `sms-send` running at once; each sends at its share of SMS_PER_SECOND. */
export const SMS_SEND_CONCURRENCY = 2

/** Deliveries of a queue message before it is a dead letter. */
export const SMS_SEND_MAX_RECEIVES = 5

/**
 * How long one delivery may hold a message before SQS hands it to another. A message of 50 recipients takes
 * about five seconds at 10 a second; the consumer's timeout is below this.
 */
export const SMS_SEND_VISIBILITY_SECONDS = 300
