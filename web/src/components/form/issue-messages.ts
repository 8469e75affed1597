/**
 * A failed zod parse as form messages, keyed by field path (the first message per field), the same shape the
 * server's VALIDATION_FAILED details take in `fieldErrors`, so a form shows either the same way.
 */
export function issueMessages(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    messages[path] ??= issue.message
  }
  return messages
}
