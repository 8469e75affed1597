import { Alert } from '@mantine/core'

/** Why a screen's data did not load, in the server's own words. */
export function LoadError({ title, error }: { title: string; error: Error | undefined }) {
  if (!error) return null
  return (
    <Alert color="red" title={title}>
      {error.message}
    </Alert>
  )
}
