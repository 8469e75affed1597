import type { EdgeRateLimits } from './stages'

/**
 * The public routes the edge rate-limits, by the limit that guards each group (identity's session and users
 * routes; a test checks they are public POST routes there). Left out on purpose: the public feedback answer
 * form, which a whole campus answers from one address in the same few minutes.
 */
export const RATE_LIMITED_ROUTES: Readonly<Record<keyof EdgeRateLimits, readonly string[]>> = {
  signIn: ['/api/user/login'],
  resetCode: ['/api/user/sendOtp', '/api/user/resetPassword'],
  registration: ['/api/user/register'],
}
