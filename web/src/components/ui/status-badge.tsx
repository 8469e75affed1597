import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * An on/off state as a badge: teal when on, grey when off. Filled AA shades: light badges in these colours fail
 * contrast. At least as wide as its text: a squeezed table column would otherwise cut it to "AC…".
 */
export function OnOffBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <Badge color={on ? 'teal.9' : 'gray.7'} variant="filled" miw="max-content">
      {children}
    </Badge>
  )
}

/** Whether an account may sign in. */
export function StatusBadge({ status }: { status: 'ACTIVE' | 'DISABLE' }) {
  const { t } = useTranslation('common')
  return (
    <OnOffBadge on={status === 'ACTIVE'}>
      {status === 'ACTIVE' ? t('ui.active') : t('ui.disabled')}
    </OnOffBadge>
  )
}
