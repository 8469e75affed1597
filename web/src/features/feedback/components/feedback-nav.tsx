import { Button, Group } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'

const LINKS = [
  { label: 'Questions', to: paths.feedbackQuestions.href(), within: [paths.feedbackQuestions.pattern] },
  {
    label: 'Feedback Template',
    to: paths.feedbackTemplates.href(),
    within: [paths.feedbackTemplates.pattern, paths.feedbackCreate.pattern],
  },
]

/** The feedback section's own menu: the question bank and the templates (creating one counts as the latter). */
export function FeedbackNav() {
  const { pathname } = useLocation()
  return (
    <Group component="nav" aria-label="Feedback" gap="xs">
      {LINKS.map((link) => {
        const current = link.within.some((path) => pathname.startsWith(path))
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant={current ? 'filled' : 'default'}
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        )
      })}
    </Group>
  )
}
