import { Paper, SimpleGrid, Skeleton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LabelledValue } from '@/components/ui/labelled-value'
import { usePublicEvent } from '../api/form'
import { formatDayMonthYear } from '@/lib/format'

/** What an EVENTS form says about its event. */
export interface EventSummary {
  name?: string | undefined
  date?: string | undefined
  department?: string | undefined
  speakerName?: string | undefined
  speakerDesignation?: string | undefined
}

/**
 * The legacy QR codes carried the event in the query string (`name`, `date`, `dept`, `sName`, `sDesg`); they
 * are the fallback when the event cannot be read.
 */
export function eventFromQuery(query: URLSearchParams): EventSummary | undefined {
  const summary: EventSummary = {
    name: query.get('name') ?? undefined,
    date: query.get('date') ?? undefined,
    department: query.get('dept') ?? undefined,
    speakerName: query.get('sName') ?? undefined,
    speakerDesignation: query.get('sDesg') ?? undefined,
  }
  const { name, date, department, speakerName, speakerDesignation } = summary
  const given = [name, date, department, speakerName, speakerDesignation].some((value) => value?.trim())
  return given ? summary : undefined
}

/** The event an EVENTS form is about: read from the events domain, else from the link's query string. */
export function EventDetails({ eventId, query }: { eventId: string; query: URLSearchParams }) {
  const event = usePublicEvent(eventId)
  const { t } = useTranslation('feedbackForm')
  if (event.isLoading) return <Skeleton h={120} />
  const summary: EventSummary | undefined = event.data
    ? {
        name: event.data.name,
        date: formatDayMonthYear(event.data.from),
        department: event.data.depType,
        speakerName: event.data.speakers.map((speaker) => speaker.name).join(', '),
        speakerDesignation: event.data.speakers.map((speaker) => speaker.designation).join(', '),
      }
    : eventFromQuery(query)
  if (!summary) return null
  return (
    <Paper withBorder p="md" component="section" aria-label={t('event.label')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <LabelledValue label={t('event.name')} value={summary.name} />
        <LabelledValue label={t('event.date')} value={summary.date} />
        <LabelledValue label={t('event.department')} value={summary.department} />
        <LabelledValue label={t('event.speakerName')} value={summary.speakerName} />
        <LabelledValue label={t('event.speakerDesignation')} value={summary.speakerDesignation} />
      </SimpleGrid>
    </Paper>
  )
}
