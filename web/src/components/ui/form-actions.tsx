import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The foot of a dialog form: Cancel, then the submit button, which spins while the form saves. */
export function FormActions({
  onCancel,
  saving,
  children,
}: {
  onCancel: () => void
  saving: boolean
  /** The submit button's label. */
  children: ReactNode
}) {
  const { t } = useTranslation('common')
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('ui.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {children}
      </Button>
    </Group>
  )
}
