/**
 * Staff see their own survey results only from this many responses, unless the stage sets
 * `FEEDBACK_MIN_RESPONSES` (infra/config/stages.ts reads this default too, so AWS and local mode agree).
 */
export const DEFAULT_MIN_RESPONSES = 5

/**
 * Answers one address may give one event's form in a clock hour (docs/adr/0033). A campus reaches the portal
 * through one NAT address, so a whole hall on the college Wi-Fi shares it: 300 covers the largest audience
 * answering at once, while a script flooding from one address is stopped after 300, not 1,600 in 30 seconds.
 */
export const EVENT_ANSWERS_PER_ADDRESS_PER_HOUR = 300

/**
 * Answers one event QR code (its signed form token) may take in a clock minute, from every address together:
 * a hall finishing at once answers a few per second, and a flood spread over many addresses stays at this pace
 * (and shows as a burst in the report's answers per minute, which the organiser can leave out).
 */
export const EVENT_ANSWERS_PER_QR_PER_MINUTE = 120
