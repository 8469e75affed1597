/**
 * What the preview screen hands the sent list once an announcement went (router state): its public link key,
 * and how its SMS went, so the sender sees the link and the SMS count at once.
 */
export interface SentNotice {
  id: string
  title: string
  randomKey: string
  sms?: { queued: number; skippedNoPhone?: number; parts?: number; reason?: string }
  smsFailure?: string
}

/** The notice in a location's state, when it carries one. */
export function sentNoticeOf(state: unknown): SentNotice | undefined {
  if (typeof state !== 'object' || state === null || !('sent' in state)) return undefined
  const { sent } = state
  if (typeof sent !== 'object' || sent === null) return undefined
  const notice = sent as Partial<SentNotice>
  return typeof notice.id === 'string' &&
    typeof notice.randomKey === 'string' &&
    typeof notice.title === 'string'
    ? (notice as SentNotice)
    : undefined
}
