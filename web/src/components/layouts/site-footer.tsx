import { Anchor, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

/**
 * Where Feedback leads each role: a student to the surveys they answer, staff to the question bank and
 * templates; nobody else (signed out, custom roles) has a feedback screen, so the link is left out.
 */
export function feedbackHrefOf(usertype: string | undefined): string | undefined {
  if (usertype === 'STUDENT') return paths.feedbackMySurveys.href()
  if (usertype === 'ADMIN' || usertype === 'HOD' || usertype === 'FACULTY') return paths.feedback.href()
  return undefined
}

/** Links to home, feedback and the college's own pages, and the copyright line. */
export function SiteFooter({
  collegeName,
  usertype,
}: {
  collegeName?: string | undefined
  /** The signed-in user's role, which decides where Feedback leads. */
  usertype?: string | undefined
}) {
  const { t } = useTranslation('common')
  const feedbackHref = feedbackHrefOf(usertype)
  const links = [
    { label: t('footer.home'), to: paths.home.href() },
    ...(feedbackHref ? [{ label: t('footer.feedback'), to: feedbackHref }] : []),
    { label: t('footer.contact'), to: paths.contact.href() },
    { label: t('footer.privacy'), to: paths.privacy.href() },
    { label: t('footer.terms'), to: paths.terms.href() },
  ]
  return (
    <Stack
      component="footer"
      gap={4}
      py="md"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group component="nav" aria-label={t('footer.label')} gap="md" justify="center">
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ))}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {t('footer.copyright', { year: new Date().getFullYear(), name: collegeName ?? 'Campus Portal' })}
      </Text>
    </Stack>
  )
}
