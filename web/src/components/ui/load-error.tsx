import { Alert } from '@mantine/core'

/**
 * Why a screen's data did not load: in the server's own words, or in `message` when the screen words it itself
 * (a translation, lib/i18n/error-text).
 */
export function LoadError({
  title,
  error,
  message,
}: {
  title: string
  error: Error | undefined
  message?: string | undefined
}) {
  if (!error) return null
  return (
    <Alert color="red" title={title}>
      {message ?? error.message}
    </Alert>
  )
}
