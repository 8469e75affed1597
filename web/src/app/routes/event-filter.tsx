import { GatedPage } from '@/components/ui/access-gate'
import { EventList } from '@/features/events/components/event-list'
import { maySeeEvents } from '@/features/events/utils/access'

/** event-filter: the college's events (staff), with their feedback QR codes. */
export function Component() {
  return (
    <GatedPage title="Events" allows={maySeeEvents} refusal="Events are for the college's staff.">
      {(user) => <EventList user={user} />}
    </GatedPage>
  )
}
