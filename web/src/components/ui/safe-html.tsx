import { Box, type BoxProps } from '@mantine/core'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * HTML someone wrote (a NAAC field's help text), shown as HTML but never able to run anything: DOMPurify
 * keeps formatting and links and drops scripts, handlers and frames (ARCHITECTURE.md 7). Links open in a new
 * tab without handing it this page.
 */
export function SafeHtml({ html, inline = false, ...box }: BoxProps & { html: string; inline?: boolean }) {
  const clean = useMemo(() => {
    const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true })
    fragment.querySelectorAll('a[href]').forEach((link) => {
      link.setAttribute('target', '_blank')
      link.setAttribute('rel', 'noopener noreferrer')
    })
    const holder = document.createElement('div')
    holder.append(fragment)
    return holder.innerHTML
  }, [html])
  if (!clean.trim()) return null
  return <Box component={inline ? 'span' : 'div'} {...box} dangerouslySetInnerHTML={{ __html: clean }} />
}
