import {
  ChangePasswordSchema,
  type CurrentUser,
  CurrentUserSchema,
  LoginSchema,
  ResetPasswordSchema,
  SendOtpSchema,
  UserSchema,
} from '@campus/core'
import {
  access,
  authorize,
  callerOf,
  clearSessionCookies,
  createRoutes,
  describe,
  IdParamSchema,
  isWebClient,
  principalOf,
  routeFactory,
  RecordSchema,
  secureCookieFor,
  SESSION_COOKIE,
  setSessionCookies,
  tokenOf,
  validate,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_HEADER_VALUE,
} from '@campus/http'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import * as z from 'zod'
import { currentUserRecord } from '../current-user'
import type { IdentityDeps } from '../deps'
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_TOKEN_TTL_MS } from '../device-tokens'

const LoginResponseSchema = z.object({
  token: z.string().optional(),
  currentUser: CurrentUserSchema,
})
const WEB_CLIENT = `\`${WEB_CLIENT_HEADER}: ${WEB_CLIENT_HEADER_VALUE}\``
const TokenParamSchema = z.object({ token: z.string().min(1).max(4096) })
const MessageSchema = z.object({ message: z.string() })

/**
 * A new session for the caller: in the body for the legacy client and tools, which send the token themselves;
 * for the web app in the HttpOnly cookie only, so no page script ever holds it (docs/adr/0034).
 */
function handOver(c: Context, session: { token: string; currentUser: CurrentUser }) {
  if (!isWebClient(c)) return session
  setSessionCookies(c, session.token)
  return { currentUser: session.currentUser }
}

/** Sign-in, sign-out, the current user, and passwords. */
export const sessionRoutes = (deps: IdentityDeps) => {
  /** The legacy client asks both /api/token/{token} and /api/user/token/{token}. */
  const currentUser = routeFactory.createHandlers(
    access('public'),
    describe({
      summary: 'The current user for a token (legacy `currentUser`); the token in the path is the credential',
      response: CurrentUserSchema,
      responseDescription: 'userType, userId, roles and email',
    }),
    validate('param', TokenParamSchema),
    async (c) => c.json(await deps.sessions.currentUser(c.req.valid('param').token), 200),
  )

  return createRoutes()
    .post(
      '/api/user/login',
      access('public'),
      describe({
        summary: `Sign in with an email (or a student register number) and password. At most 5 password checks per account per 15 minutes (423 ACCOUNT_LOCKED beyond); a browser that signed in before (its HttpOnly device cookie, set here) has its own 5. With ${WEB_CLIENT} (the web app) the session goes into the HttpOnly cookie ${SESSION_COOKIE} instead of the body (docs/adr/0034)`,
        response: LoginResponseSchema,
        responseDescription:
          'The current user and a session token; for the web app no token, but the session and signed-in cookies. The device cookie in Set-Cookie',
      }),
      validate('json', LoginSchema),
      async (c) => {
        const { deviceToken, ...session } = await deps.sessions.login(
          c.req.valid('json'),
          getCookie(c, DEVICE_COOKIE),
        )
        setCookie(c, DEVICE_COOKIE, deviceToken, {
          httpOnly: true,
          secure: secureCookieFor(c.req.url),
          sameSite: 'Strict',
          path: DEVICE_COOKIE_PATH,
          maxAge: DEVICE_TOKEN_TTL_MS / 1000,
        })
        return c.json(handOver(c, session), 200)
      },
    )
    .post(
      '/api/user/logout',
      access('signed-in', 'own'),
      describe({
        summary: 'Sign out: the token stops working at once, and the session cookie is cleared',
        response: z.object({ signedOut: z.boolean() }),
        responseDescription: 'Signed out',
      }),
      async (c) => {
        const token = tokenOf(c) ?? ''
        await deps.sessions.logout(principalOf(c), token)
        // Only the session that ended leaves the browser: a tool's token sent beside the cookie ends its own.
        if (getCookie(c, SESSION_COOKIE)?.trim() === token) clearSessionCookies(c)
        return c.json({ signedOut: true }, 200)
      },
    )
    .get('/api/token/:token', ...currentUser)
    .get('/api/user/token/:token', ...currentUser)
    .get(
      '/api/user/singleUser',
      access('signed-in', 'own'),
      describe({
        summary:
          "The caller's own user record. A custom role without NAAC report rights has no `customRole.naacReport` (the legacy client shows the NAAC Report menu whenever it is defined)",
        response: UserSchema,
        responseDescription: 'The user',
      }),
      async (c) => {
        const me = principalOf(c)
        return c.json(currentUserRecord(await deps.users.get({ actor: me }, me.userId)), 200)
      },
    )
    .put(
      '/api/user/changePassword/:id',
      access('signed-in', 'own'),
      describe({
        summary: `Change a password: your own (with the current one; you get a fresh token, or with ${WEB_CLIENT} a fresh session cookie) or, for an administrator or HOD, a user they manage. Older tokens and session cookies stop working.`,
        response: RecordSchema,
        responseDescription:
          'A new token (the web app: the current user) for your own change, or `{ updated: true }`',
      }),
      validate('param', IdParamSchema),
      authorize((c) => deps.users.requireWritable(callerOf(c), c.req.param('id')!)),
      validate('json', ChangePasswordSchema),
      async (c) => {
        const { newPassword, currentPassword } = c.req.valid('json')
        const changed = await deps.users.changePassword(
          callerOf(c),
          c.req.valid('param').id,
          newPassword,
          currentPassword,
        )
        return c.json('token' in changed ? handOver(c, changed) : changed, 200)
      },
    )
    .post(
      '/api/user/sendOtp',
      access('public'),
      describe({
        summary:
          'Send a 6-digit password-reset code by SMS to the phone on record: at most one a minute per account',
        response: MessageSchema,
        responseDescription: 'The same answer whatever the name: unknown, without a phone, disabled, or sent',
      }),
      validate('json', SendOtpSchema),
      async (c) => c.json(await deps.otp.send(c.req.valid('json').email), 200),
    )
    .post(
      '/api/user/resetPassword',
      access('public'),
      describe({
        summary:
          'Set a new password with a code from sendOtp (5 guesses a code); every session of the account ends and a sign-in lock lifts',
        response: MessageSchema,
        responseDescription: 'Password changed; any failure is the same 400 OTP_INVALID',
      }),
      validate('json', ResetPasswordSchema),
      async (c) => {
        const { email, otp, newPassword } = c.req.valid('json')
        return c.json(await deps.otp.resetPassword(email, otp, newPassword, c.get('requestId')), 200)
      },
    )
}
