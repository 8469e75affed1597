import { Text, type TextProps } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * Text as its writer typed it (a message, a remark, a description): plain text, never HTML, its line breaks
 * and runs of spaces kept, long words wrapped so a link does not widen a phone's screen.
 */
export function TypedText({ children, ...text }: TextProps & { span?: boolean; children: ReactNode }) {
  return (
    <Text {...text} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  )
}
