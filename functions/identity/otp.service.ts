import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { AppError, type Principal } from '@campus/core'
import type { AuditLog, SessionStore } from '@campus/db'
import type { SmsNotifier } from '@campus/runtime'
import type { OtpRepository } from './otp.repository'
import { hashPassword } from './passwords'
import type { SignInAttemptsRepository } from './sign-in-attempts.repository'
import { unknownNameSubject } from './sign-in-names'
import type { StoredUser, UsersRepository } from './users.repository'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
/** A new code may be sent once a minute. */
export const OTP_RESEND_MS = 60 * 1000

export const GENERIC_SENT =
  'If the account exists and has a phone number on record, a 6-digit code has been sent to it. It is valid for 10 minutes.'

const invalidCode = () =>
  new AppError(400, 'OTP_INVALID', 'The code is not right or has expired. Ask for a new one.')

const maskPhone = (phone: string) => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`

/** Saving the new password retries this often when someone else saved the user meanwhile. */
const SAVE_TRIES = 3

/**
 * One-time codes for resetting a forgotten password: sent by SMS, stored only as an HMAC, valid for 10
 * minutes, 5 guesses, and used once. Every step that must hold under concurrent requests is one conditional
 * write: issuing (at most one code a minute, so one SMS however many ask at once), each guess (counted before
 * the code is compared, only while under 5 and unexpired) and using the code (a delete on the code's own
 * hash, so two right guesses change the password once). Unknown names, accounts without a phone and disabled
 * accounts get the same answer and the same writes as everyone else; they are just sent no SMS.
 */
export function createOtpService(deps: {
  codes: OtpRepository
  users: UsersRepository
  sessions: SessionStore
  audit: AuditLog
  sms: SmsNotifier
  signInAttempts: SignInAttemptsRepository
  secret: string
  dlt?: { entityId?: string | undefined; templateId?: string | undefined }
}) {
  const digest = (userId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${userId}:${code}`).digest('base64')

  /** The user id of a sign-in name, or the stand-in id of a name nobody has. */
  async function subjectOf(login: string) {
    const userId = await deps.users.findIdByLogin(login)
    return { userId, subject: userId ?? unknownNameSubject(deps.secret, login) }
  }

  /**
   * Saves the new password on the latest version of the user, with its audit record written ahead of it
   * (ADR 0013); undefined when the user is gone.
   */
  async function saveNewPassword(
    userId: string,
    passwordHash: string,
    requestId: string | undefined,
  ): Promise<StoredUser | undefined> {
    for (let attempt = 1; ; attempt++) {
      const user = await deps.users.get(userId)
      if (!user) return undefined
      const caller = { actor: { userId, userType: user.usertype as Principal['userType'] }, requestId }
      try {
        await deps.users.save(
          user,
          { ...user, passwordHash, modifiedOn: Date.now() },
          { caller, action: 'RESET_PASSWORD_WITH_OTP', after: undefined },
        )
        return user
      } catch (error) {
        const changed = error instanceof AppError && error.code === 'USER_CHANGED'
        if (!changed || attempt >= SAVE_TRIES) throw error
      }
    }
  }

  return {
    /**
     * Issues a code and sends it by SMS to the phone on record. Answers the same whatever the name, and
     * sends nothing when a code went out less than a minute ago.
     */
    async send(login: string) {
      const now = Date.now()
      const { subject } = await subjectOf(login)
      const user = await deps.users.get(subject)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const expiresAt = now + OTP_TTL_MS
      // Replaces a code only when it was issued a minute ago or earlier, that is when it expires by
      // now - OTP_RESEND_MS + OTP_TTL_MS: one winner however many ask at once.
      const issued = await deps.codes.issue(
        { userId: subject, codeHash: digest(subject, code), expiresAt, ttl: Math.ceil(expiresAt / 1000) },
        now - OTP_RESEND_MS + OTP_TTL_MS,
      )
      const phone = user && user.accountStatus !== 'DISABLE' ? user.phone : undefined
      if (issued && user && phone) {
        await deps.sms.send({
          phone,
          text: `${code} is your Campus Portal verification code. It is valid for 10 minutes. Do not share it.`,
          purpose: 'OTP',
          ...(deps.dlt?.entityId ? { dltEntityId: deps.dlt.entityId } : {}),
          ...(deps.dlt?.templateId ? { dltTemplateId: deps.dlt.templateId } : {}),
        })
        await deps.audit.write({
          entityType: 'user',
          entityId: user.id,
          action: 'OTP_SENT',
          actorId: user.id,
          actorType: 'SYSTEM',
          at: now,
          after: { phone: maskPhone(phone) },
        })
      }
      return { message: GENERIC_SENT }
    },

    /**
     * Checks the code and sets the new password; every session of the account ends and any sign-in lock is
     * lifted. Every failure, an unknown name included, is the same 400 OTP_INVALID.
     */
    async resetPassword(login: string, code: string, newPassword: string, requestId?: string) {
      const now = Date.now()
      const { userId, subject } = await subjectOf(login)
      // The guess counts before the code is compared, and only while the code has guesses left.
      const codeHash = await deps.codes.spendGuess(subject, OTP_MAX_ATTEMPTS, now)
      if (!codeHash) throw invalidCode()
      const expected = Buffer.from(codeHash, 'base64')
      const actual = Buffer.from(digest(subject, code), 'base64')
      if (!userId || expected.length !== actual.length || !timingSafeEqual(expected, actual))
        throw invalidCode()
      // Used once: only the request whose delete finds this very code goes on.
      if (!(await deps.codes.use(userId, codeHash))) throw invalidCode()
      const user = await saveNewPassword(userId, await hashPassword(newPassword), requestId)
      if (!user) throw invalidCode()
      await deps.sessions.deleteAllForUser(userId)
      await deps.signInAttempts.clear(userId)
      return { message: 'Your password has been changed. Sign in with the new password.' }
    },
  }
}

export type OtpService = ReturnType<typeof createOtpService>
