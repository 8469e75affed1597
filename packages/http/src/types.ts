import type { ListQuery, Principal } from '@campus/core'

/** Resolves the caller of a request from its token, or says why it cannot. */
export type Authenticate = (token: string | undefined) => Promise<Principal | { failure: string }>

export type AppEnv = {
  Variables: {
    requestId: string
    /** Set once a route's access guard has authenticated the caller. */
    principal?: Principal
    authenticate: Authenticate
    /** The record an `authorize` check loaded, for the handler after it. */
    authorized?: unknown
    /** The list query a `listQuery(spec)` declared and checked. */
    listQuery?: ListQuery
  }
}
