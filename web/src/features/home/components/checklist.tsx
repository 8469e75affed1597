import { List, Text, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Item {
  key: string
  label: string
  done: boolean
}

/** Things a person should have on record, each marked done or still to do. */
export function Checklist({
  title,
  items,
  footer,
}: {
  title: string
  items: readonly Item[]
  footer?: ReactNode
}) {
  const { t } = useStaffTranslation('home')
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <List spacing={6} center>
        {items.map((item) => (
          <List.Item
            key={item.key}
            icon={
              <ThemeIcon color={item.done ? 'teal' : 'gray'} size={20} radius="xl" aria-hidden>
                {item.done ? '✓' : '•'}
              </ThemeIcon>
            }
          >
            {item.label}{' '}
            <Text span c={item.done ? 'teal.9' : 'dimmed'} size="sm">
              {item.done ? t('checklist.recorded') : t('checklist.notYet')}
            </Text>
          </List.Item>
        ))}
      </List>
      {footer}
    </section>
  )
}
