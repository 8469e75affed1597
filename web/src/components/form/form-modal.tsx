import { Modal, type ModalProps, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { FormActions } from '@/components/ui/form-actions'

/**
 * A dialog form's shell: the modal, a form the browser does not validate (the schemas do), its fields, and
 * Cancel with the submit button at the foot.
 */
export function FormModal({
  opened = true,
  title,
  size,
  onClose,
  onSubmit,
  saving,
  submitLabel,
  children,
}: {
  opened?: boolean
  title: ReactNode
  size?: ModalProps['size']
  onClose: () => void
  onSubmit: (event: FormEvent) => void | Promise<void>
  saving: boolean
  /** The submit button's label. */
  submitLabel: ReactNode
  children: ReactNode
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          {children}
          <FormActions onCancel={onClose} saving={saving}>
            {submitLabel}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
