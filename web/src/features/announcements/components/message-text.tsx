import { Text, type TextProps } from '@mantine/core'

/**
 * An announcement's message as its writer typed it: plain text (never HTML), line breaks and runs of spaces
 * kept, long words wrapped so a link does not widen a phone's screen.
 */
export function MessageText({ children, ...text }: TextProps & { children: string }) {
  return (
    <Text {...text} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  )
}
