const storageKey = (feedbackTemplateId: string, referenceId: string) =>
  `campus.feedback.submission:${feedbackTemplateId}:${referenceId}`

function randomId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; a college serving the portal over plain http still gets a random id.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

const remembered = new Map<string, string>()

/**
 * The id that stands for this browser on an EVENTS form, where nobody gives a register number. It is kept per
 * template and reference, so sending the form again from the same browser is recognised as a repeat. Where
 * storage is refused (some private windows), it lasts as long as the page.
 */
export function submissionIdFor(feedbackTemplateId: string, referenceId: string) {
  const key = storageKey(feedbackTemplateId, referenceId)
  let stored: string | null = remembered.get(key) ?? null
  try {
    stored ??= localStorage.getItem(key)
  } catch {
    // Storage is unavailable: the in-memory copy stands in.
  }
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored
  const id = randomId()
  remembered.set(key, id)
  try {
    localStorage.setItem(key, id)
  } catch {
    // As above.
  }
  return id
}
