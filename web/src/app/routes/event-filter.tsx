import { GatedPage } from '@/components/ui/access-gate'
import { EventList } from '@/features/events/components/event-list'
import { maySeeEvents } from '@/features/events/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** event-filter: the college's events (staff), with their feedback QR codes. */
export function Component() {
  const { t } = useStaffTranslation('app')
  return (
    <GatedPage title={t('events.title')} allows={maySeeEvents} refusal={t('events.refusal')}>
      {(user) => <EventList user={user} />}
    </GatedPage>
  )
}
