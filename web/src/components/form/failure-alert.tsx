import { Alert } from '@mantine/core'

/** Why a dialog's save failed, under a title saying what did not happen; nothing while it has not failed. */
export function FailureAlert({ title, failure }: { title?: string; failure: string | undefined }) {
  if (!failure) return null
  return (
    <Alert color="red" title={title}>
      {failure}
    </Alert>
  )
}
