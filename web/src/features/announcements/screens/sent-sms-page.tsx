import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { CardList } from '@/components/ui/card-list'
import { type FormEvent, useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { PageButtons } from '@/components/ui/page-controls'
import { useDayCount, useSmsLog } from '../api/sms'
import { QuotaFigures } from '../components/quota-figures'
import { SmsCard } from '../components/sms-card'
import { maySeeSmsLog } from '../utils/access'
import {
  collegeDayInstant,
  collegeToday,
  readsForPage,
  SMS_PAGE,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/sms-log'
import { useStaffTranslation } from '@/lib/i18n/staff'

const isStatusFilter = (value: string | null): value is StatusFilter =>
  STATUS_FILTERS.some((filter) => filter === value)

function SmsLog() {
  const { t } = useStaffTranslation('announcementsStaff')
  const [date, setDate] = useState(collegeToday)
  const [dateError, setDateError] = useState<string>()
  const [day, setDay] = useState(() => collegeDayInstant(collegeToday()))
  const [status, setStatus] = useState<StatusFilter>('A')
  const [page, setPage] = useState(1)
  const dayCount = useDayCount(day)
  const log = useSmsLog(day, status)

  function view(event: FormEvent) {
    event.preventDefault()
    const chosen = collegeDayInstant(date)
    setDateError(chosen === undefined ? t('sentSms.chooseDate') : undefined)
    if (chosen === undefined) return
    setDay(chosen)
    setPage(1)
    void log.reload()
  }

  function goTo(next: number) {
    setPage(next)
    if (readsForPage(next) > log.reads) log.setReads(readsForPage(next))
  }

  const shown = log.entries.slice((page - 1) * SMS_PAGE, page * SMS_PAGE)
  const hasNext = log.entries.length > page * SMS_PAGE || (log.more && log.entries.length >= page * SMS_PAGE)

  return (
    <Stack>
      <QuotaFigures />
      <form onSubmit={view} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label={t('sentSms.date')}
            value={date}
            error={dateError}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Group align="flex-end">
            <Button type="submit">{t('sentSms.view')}</Button>
          </Group>
          <Select
            label={t('sentSms.filter')}
            data={STATUS_FILTERS.map((filter) => ({
              value: filter,
              label: t(filter === 'A' ? 'smsStatus.all' : `smsStatus.${filter}`),
            }))}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              if (isStatusFilter(value)) {
                setStatus(value)
                setPage(1)
              }
            }}
          />
        </SimpleGrid>
      </form>
      <Text aria-live="polite" data-testid="day-count">
        {dayCount.data ? t('sentSms.dayCount', { days: dayCount.data.length }) : t('sentSms.dayCountLoading')}
      </Text>
      <LoadError title={t('sentSms.dayCountLoadError')} error={dayCount.error} />
      <LoadError title={t('sentSms.loadError')} error={log.error} />
      {!shown.length && log.isLoading && <Skeleton h={120} />}
      {!log.entries.length && !log.isLoading && !log.error && <Text c="dimmed">{t('sentSms.empty')}</Text>}
      {shown.length > 0 && (
        <CardList label={t('sentSms.listLabel')} gap="xs">
          {shown.map((entry) => (
            <SmsCard key={entry.id} entry={entry} />
          ))}
        </CardList>
      )}
      {(page > 1 || hasNext) && (
        <PageButtons justify="flex-end" page={page} hasNext={hasNext} onPage={goTo} />
      )}
    </Stack>
  )
}

/** announcement/sentsms (Communication SMS): the quota, and a day's SMS by status, ten a page. */
export function Component() {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <GatedPage title={t('sentSms.title')} allows={maySeeSmsLog} refusal={t('sentSms.refusal')}>
      {() => <SmsLog />}
    </GatedPage>
  )
}
