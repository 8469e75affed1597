import { Button, type ButtonProps, Group, type GroupProps } from '@mantine/core'
import { Link, useLocation } from 'react-router'

/** One screen of a section's own menu. */
export interface SectionLink {
  label: string
  to: string
  /**
   * The paths the link stands for: it shows as the current page on any path starting with one of them; its own
   * path when left out.
   */
  within?: readonly string[]
}

/**
 * A section's own menu above its screens: a button per screen, the one the reader is on filled and marked as
 * the current page.
 */
export function SectionMenu({
  label,
  links,
  size,
  ...group
}: Omit<GroupProps, 'children'> & {
  /** The menu's name for screen readers. */
  label: string
  links: readonly SectionLink[]
  size?: ButtonProps['size']
  'data-print-hide'?: boolean
}) {
  const { pathname } = useLocation()
  return (
    <Group component="nav" aria-label={label} gap="xs" {...group}>
      {links.map((link) => {
        const current = (link.within ?? [link.to]).some((path) => pathname.startsWith(path))
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size={size}
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
