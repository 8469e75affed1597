import type { ExperienceEntry, ProfileSectionName, WorkEntry } from '@campus/core'
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDate } from '@/lib/format'
import { useProfileSection } from '../api/staff-profile'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface SectionCardProps<T> {
  section: ProfileSectionName
  userId: string
  title: string
  empty: string
  /** Newest first. */
  order: (a: T, b: T) => number
  renderEntry: (entry: T) => ReactNode
}

/** One profile section as a card: loading, the server's refusal, an empty note, or its entries. */
function SectionCard<T>({ section, userId, title, empty, order, renderEntry }: SectionCardProps<T>) {
  const { data, error } = useProfileSection(section, userId)
  const entries = [...((data as { entries?: T[] } | undefined)?.entries ?? [])].sort(order)
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {!data && !error && <Skeleton h={60} />}
      {error && <Text c="dimmed">{error.message}</Text>}
      {data && entries.length === 0 && <Text c="dimmed">{empty}</Text>}
      <Stack gap="sm">{entries.map(renderEntry)}</Stack>
    </Card>
  )
}

/** Past experience, newest first. */
export function ExperienceSection({ userId }: { userId: string }) {
  const { t } = useStaffTranslation('staff')
  return (
    <SectionCard<ExperienceEntry>
      section="experience"
      userId={userId}
      title={t('profile.experience')}
      empty={t('profile.noExperience')}
      order={(a, b) => b.from - a.from}
      renderEntry={(entry) => (
        <div key={`${entry.institution}-${entry.from}`}>
          <Text fw={600}>
            {entry.designation}, {entry.institution}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(entry.from)} – {entry.to === undefined ? t('profile.present') : formatDate(entry.to)}
          </Text>
          {entry.description && <Text size="sm">{entry.description}</Text>}
        </div>
      )}
    />
  )
}

/** Publications, projects, patents, awards: the evidence accreditation criteria 3 and 6 ask for. */
export function WorkSection({ userId }: { userId: string }) {
  const { t } = useStaffTranslation('staff')
  return (
    <SectionCard<WorkEntry>
      section="work"
      userId={userId}
      title={t('profile.work')}
      empty={t('profile.noWork')}
      order={(a, b) => b.date - a.date}
      renderEntry={(entry) => (
        <div key={`${entry.title}-${entry.date}`}>
          <Text fw={600}>
            {entry.link ? (
              <a href={entry.link} target="_blank" rel="noopener noreferrer">
                {entry.title}
              </a>
            ) : (
              entry.title
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {entry.category} · {formatDate(entry.date)}
          </Text>
          {entry.description && <Text size="sm">{entry.description}</Text>}
        </div>
      )}
    />
  )
}
