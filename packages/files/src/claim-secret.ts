import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/*
 * The claim secret of an upload made without a session (docs/adr/0026, issue 29; an external upload that comes
 * with one, such as the legacy client's `token` cookie, is its user's and gets none). Nobody is signed in to
 * own it, so whoever holds what its upload answered may attach it, and nobody else: not someone who read its
 * ids in an audit record, a log or a listing. The legacy client sends back only `{ versionId, fileKey }`
 * (legacy-client.md 2.2), so the secret travels inside the `versionId` the upload answers,
 * `<version>~<secret>`; the record keeps the version and only a hash of the secret.
 */

/** Between an upload's version and its claim secret in the `versionId` an upload without a token answers. */
const SEPARATOR = '~'

/** A new claim secret: 192 random bits, base64url (never holds the separator). */
export const newClaimSecret = () => randomBytes(24).toString('base64url')

/** What an upload record keeps of its claim secret. */
export const claimSecretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url')

/** The `versionId` an upload without a token answers: its version with its claim secret. */
export const versionWithClaimSecret = (versionId: string, secret: string) =>
  `${versionId}${SEPARATOR}${secret}`

/** How a ref's `versionId` stands against an upload record. */
export type ClaimProof = 'version' | 'secret' | 'wrong-secret' | 'none'

/**
 * Whether `sentVersionId` names `record`: its bare version (`version`), its version with the right claim secret
 * (`secret`), its version with another secret (`wrong-secret`), or neither (`none`).
 */
export function claimProofOf(
  record: { versionId?: string | undefined; claimSecretHash?: string | undefined },
  sentVersionId: string,
): ClaimProof {
  if (!record.versionId) return 'none'
  if (sentVersionId === record.versionId) return 'version'
  const prefix = `${record.versionId}${SEPARATOR}`
  if (!record.claimSecretHash || !sentVersionId.startsWith(prefix)) return 'none'
  const sent = Buffer.from(claimSecretHash(sentVersionId.slice(prefix.length)))
  const kept = Buffer.from(record.claimSecretHash)
  return sent.length === kept.length && timingSafeEqual(sent, kept) ? 'secret' : 'wrong-secret'
}
