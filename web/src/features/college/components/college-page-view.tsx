import { Anchor, Stack, Text, Title } from '@mantine/core'

export type CollegePageKind = 'contact' | 'privacy' | 'terms'

const titles: Record<CollegePageKind, string> = {
  contact: 'Contact us',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** One of the college's own pages. The text is shown as written (plain text, line breaks kept), never as HTML. */
export function CollegePageView({
  kind,
  college,
}: {
  kind: CollegePageKind
  college: Record<string, unknown>
}) {
  const pages = (college.pages ?? {}) as Record<string, unknown>
  const body = text(pages[kind])
  const name = text(college.name)
  const details =
    kind === 'contact'
      ? [
          [text(college.address), text(college.city), text(college.state)].filter(Boolean).join(', '),
          text(college.phone) && `Phone: ${String(college.phone)}`,
        ].filter(Boolean)
      : []
  const email = kind === 'contact' ? text(college.email) : undefined
  const website = kind === 'contact' ? text(college.website) : undefined

  return (
    <Stack gap="md">
      <Title order={1}>{titles[kind]}</Title>
      {name && kind === 'contact' && <Text fw={600}>{name}</Text>}
      {details.map((line) => (
        <Text key={String(line)}>{line}</Text>
      ))}
      {email && (
        <Text>
          Email: <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
      )}
      {website && (
        <Text>
          Website:{' '}
          <Anchor href={website} target="_blank" rel="noopener noreferrer">
            {website}
          </Anchor>
        </Text>
      )}
      {body ? (
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="college-page-text">
          {body}
        </Text>
      ) : (
        <Text c="dimmed">
          {name ?? 'The college'} has not published its {titles[kind].toLowerCase()} here yet.
        </Text>
      )}
    </Stack>
  )
}
