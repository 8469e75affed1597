import { Anchor, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

const links = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Feedback', to: paths.feedback.href() },
  { label: 'Contact us', to: paths.contact.href() },
  { label: 'Privacy policy', to: paths.privacy.href() },
  { label: 'Terms of service', to: paths.terms.href() },
]

/** Links to home, feedback and the college's own pages, and the copyright line. */
export function SiteFooter({ collegeName }: { collegeName?: string | undefined }) {
  return (
    <Stack
      component="footer"
      gap={4}
      py="md"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group component="nav" aria-label="Footer" gap="md" justify="center">
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ))}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        © {new Date().getFullYear()} {collegeName ?? 'Campus Portal'}. All rights reserved.
      </Text>
    </Stack>
  )
}
