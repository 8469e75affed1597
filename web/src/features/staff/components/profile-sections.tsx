import { Card, List, Skeleton, Stack, Text, Title } from '@mantine/core'
import { formatDate } from '@/lib/format'
import { useProfileSection } from '../api/staff-profile'

interface ExperienceEntry {
  institution: string
  designation: string
  from: number
  to?: number
  description?: string
}
interface WorkEntry {
  title: string
  category: string
  date: number
  description?: string
  link?: string
}

const entriesOf = <T,>(data: unknown) => (data as { entries?: T[] } | undefined)?.entries ?? []

/** Past experience, newest first. */
export function ExperienceSection({ userId }: { userId: string }) {
  const { data, error } = useProfileSection('experience', userId)
  const entries = entriesOf<ExperienceEntry>(data).sort((a, b) => b.from - a.from)
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Experience
      </Title>
      {!data && !error && <Skeleton h={60} />}
      {error && <Text c="dimmed">{error instanceof Error ? error.message : 'Not available.'}</Text>}
      {data && entries.length === 0 && <Text c="dimmed">No experience recorded yet.</Text>}
      <List spacing="sm" listStyleType="none" p={0}>
        {entries.map((entry) => (
          <List.Item key={`${entry.institution}-${entry.from}`}>
            <Text fw={600}>
              {entry.designation}, {entry.institution}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(entry.from)} – {entry.to === undefined ? 'present' : formatDate(entry.to)}
            </Text>
            {entry.description && <Text size="sm">{entry.description}</Text>}
          </List.Item>
        ))}
      </List>
    </Card>
  )
}

/** Publications, projects, patents, awards: the evidence accreditation criteria 3 and 6 ask for. */
export function WorkSection({ userId }: { userId: string }) {
  const { data, error } = useProfileSection('work', userId)
  const entries = entriesOf<WorkEntry>(data).sort((a, b) => b.date - a.date)
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Work profile
      </Title>
      {!data && !error && <Skeleton h={60} />}
      {error && <Text c="dimmed">{error instanceof Error ? error.message : 'Not available.'}</Text>}
      {data && entries.length === 0 && (
        <Text c="dimmed">No publications, projects or awards recorded yet.</Text>
      )}
      <Stack gap="sm">
        {entries.map((entry) => (
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
        ))}
      </Stack>
    </Card>
  )
}
