import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { Principal } from '@campus/core'
import { Entity } from 'electrodb'
import { tableIndex } from './key-templates'
import { lazy } from './lazy'

/** One signed-in session: what a token points at. Deleting it ends the session, whatever the token says. */
export interface Session {
  userId: string
  sessionId: string
  principal: Principal
  createdAt: number
  expiresAt: number
}

const sessionEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(
    {
      model: { service: 'sessions', entity: 'session', version: '1' },
      attributes: {
        userId: { type: 'string', required: true },
        sessionId: { type: 'string', required: true },
        principal: { type: 'any', required: true },
        createdAt: { type: 'number', required: true },
        expiresAt: { type: 'number', required: true },
        // DynamoDB's TTL wants epoch seconds; expired sessions disappear by themselves.
        ttl: { type: 'number', required: true },
      },
      indexes: {
        primary: tableIndex('USER#${userId}', 'SESSION#${sessionId}'),
      },
    },
    { client, table },
  )

/** Sessions table access: identity writes, every domain reads (one GetItem per authenticated request). */
export function createSessionStore(client: DynamoDBDocumentClient, table: string) {
  const entity = lazy(() => sessionEntity(client, table))
  return {
    async put(session: Session) {
      await entity()
        .put({ ...session, ttl: Math.ceil(session.expiresAt / 1000) })
        .go()
    },

    /** The live session, or undefined when it ended or expired (TTL deletion can lag, so check the time). */
    async get(userId: string, sessionId: string): Promise<Session | undefined> {
      const { data } = await entity().get({ userId, sessionId }).go()
      if (!data || data.expiresAt <= Date.now()) return undefined
      return { ...data, principal: data.principal as Principal }
    },

    async delete(userId: string, sessionId: string) {
      await entity().delete({ userId, sessionId }).go()
    },

    /** Every session of a user: for sign-out everywhere, and to refresh a changed user's principal. */
    async listForUser(userId: string): Promise<Session[]> {
      const { data } = await entity().query.primary({ userId }).go({ pages: 'all' })
      return data.map((item) => ({ ...item, principal: item.principal as Principal }))
    },

    async deleteAllForUser(userId: string) {
      const all = await this.listForUser(userId)
      if (all.length)
        await entity()
          .delete(all.map(({ sessionId }) => ({ userId, sessionId })))
          .go()
      return all.length
    },

    /** Puts the new principal into every live session of the user, so a change applies at once. */
    async refreshPrincipal(userId: string, principal: Principal) {
      for (const session of await this.listForUser(userId)) {
        await entity().patch({ userId, sessionId: session.sessionId }).set({ principal }).go()
      }
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
