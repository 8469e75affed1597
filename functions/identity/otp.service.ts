import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { AppError, type Principal } from '@campus/core'
import type { AuditLog, SessionStore } from '@campus/db'
import type { SmsNotifier } from '@campus/runtime'
import type { IdentityEntities } from './entities'
import { hashPassword } from './passwords'
import type { UsersRepository } from './users.repository'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
/** A new code may be asked for once a minute. */
export const OTP_RESEND_MS = 60 * 1000

const GENERIC_SENT =
  'If the account exists and has a phone number on record, a 6-digit code has been sent to it. It is valid for 10 minutes.'

const invalidCode = () =>
  new AppError(400, 'OTP_INVALID', 'The code is not right or has expired. Ask for a new one.')

const maskPhone = (phone: string) => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`

/**
 * One-time codes for resetting a forgotten password: sent by SMS, stored only as an HMAC, valid for 10
 * minutes, 5 tries, and used once.
 */
export function createOtpService(deps: {
  entities: IdentityEntities
  users: UsersRepository
  sessions: SessionStore
  audit: AuditLog
  sms: SmsNotifier
  secret: string
  dlt?: { entityId?: string | undefined; templateId?: string | undefined }
}) {
  const digest = (userId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${userId}:${code}`).digest('base64')

  return {
    async send(login: string) {
      const userId = await deps.users.findIdByLogin(login)
      const user = userId ? await deps.users.get(userId) : undefined
      if (!user?.phone || user.accountStatus === 'DISABLE') return { message: GENERIC_SENT }

      const { data: previous } = await deps.entities.otp.get({ userId: user.id }).go()
      const now = Date.now()
      if (previous && previous.expiresAt - OTP_TTL_MS + OTP_RESEND_MS > now) {
        throw new AppError(
          429,
          'OTP_TOO_SOON',
          'A code was sent less than a minute ago. Please wait before asking again.',
        )
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await deps.entities.otp
        .put({
          userId: user.id,
          codeHash: digest(user.id, code),
          expiresAt: now + OTP_TTL_MS,
          attempts: 0,
          ttl: Math.ceil((now + OTP_TTL_MS) / 1000),
        })
        .go()
      await deps.sms.send({
        phone: user.phone,
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
        after: { phone: maskPhone(user.phone) },
      })
      return { message: GENERIC_SENT, phone: maskPhone(user.phone) }
    },

    /** Checks the code and sets the new password; every session of the account ends. */
    async resetPassword(login: string, code: string, newPassword: string, requestId?: string) {
      const userId = await deps.users.findIdByLogin(login)
      if (!userId) throw invalidCode()
      const { data: issued } = await deps.entities.otp.get({ userId }).go()
      if (!issued || issued.expiresAt <= Date.now() || issued.attempts >= OTP_MAX_ATTEMPTS)
        throw invalidCode()

      const expected = Buffer.from(issued.codeHash, 'base64')
      const actual = Buffer.from(digest(userId, code), 'base64')
      if (!timingSafeEqual(expected, actual)) {
        await deps.entities.otp.patch({ userId }).add({ attempts: 1 }).go()
        throw invalidCode()
      }
      // Used once: delete before the password changes, so a replay finds nothing.
      await deps.entities.otp.delete({ userId }).go()
      const user = await deps.users.get(userId)
      if (!user) throw invalidCode()
      await deps.users.save(user, {
        ...user,
        passwordHash: await hashPassword(newPassword),
        loginFailures: 0,
        lockedUntil: 0,
        modifiedOn: Date.now(),
      })
      await deps.sessions.deleteAllForUser(userId)
      const actor: Pick<Principal, 'userId' | 'userType'> = {
        userId,
        userType: user.usertype as Principal['userType'],
      }
      await deps.audit.write({
        entityType: 'user',
        entityId: userId,
        action: 'RESET_PASSWORD_WITH_OTP',
        actorId: actor.userId,
        actorType: actor.userType,
        at: Date.now(),
        ...(requestId ? { requestId } : {}),
      })
      return { message: 'Your password has been changed. Sign in with the new password.' }
    },
  }
}

export type OtpService = ReturnType<typeof createOtpService>
