import { Anchor, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export type CollegePageKind = 'contact' | 'privacy' | 'terms'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** One of the college's own pages. The text is shown as written (plain text, line breaks kept), never as HTML. */
export function CollegePageView({
  kind,
  college,
}: {
  kind: CollegePageKind
  college: Record<string, unknown>
}) {
  // Public pages, so in the reader's language; their titles are the footer's links.
  const { t } = useTranslation('common')
  const pages = (college.pages ?? {}) as Record<string, unknown>
  const body = text(pages[kind])
  const name = text(college.name)
  const details =
    kind === 'contact'
      ? [
          [text(college.address), text(college.city), text(college.state)].filter(Boolean).join(', '),
          text(college.phone) && t('collegePage.phone', { phone: String(college.phone) }),
        ].filter(Boolean)
      : []
  const email = kind === 'contact' ? text(college.email) : undefined
  const website = kind === 'contact' ? text(college.website) : undefined

  return (
    <Stack gap="md">
      <Title order={1}>{t(`footer.${kind}`)}</Title>
      {name && kind === 'contact' && <Text fw={600}>{name}</Text>}
      {details.map((line) => (
        <Text key={String(line)}>{line}</Text>
      ))}
      {email && (
        <Text>
          {t('collegePage.email')} <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
      )}
      {website && (
        <Text>
          {t('collegePage.website')}{' '}
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
          {t(`collegePage.notPublished.${kind}`, { name: name ?? t('collegePage.theCollege') })}
        </Text>
      )}
    </Stack>
  )
}
