import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { EventList } from '@/features/events/components/event-list'
import { maySeeEvents } from '@/features/events/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** event-filter: the college's events (staff), with their feedback QR codes. */
export function Component() {
  const { data: user } = useCurrentUser()
  return (
    <Stack>
      <Title order={1} size="h2">
        Events
      </Title>
      {!user ? (
        <Skeleton h={300} />
      ) : maySeeEvents(user) ? (
        <EventList user={user} />
      ) : (
        <Alert color="yellow">Events are for the college&apos;s staff.</Alert>
      )}
    </Stack>
  )
}
