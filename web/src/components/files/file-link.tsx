import { Anchor, type AnchorProps } from '@mantine/core'

/**
 * A link to a stored file (or any page) opened in a new tab, its words wrapping anywhere: file names and keys
 * have no spaces to wrap at.
 */
export function FileLink({
  href,
  children,
  size,
}: {
  href: string | undefined
  children: string
  size?: AnchorProps['size']
}) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Anchor>
  )
}
