import { CreateUserSchema, UpdateUserSchema } from '@campus/core'
import { SimpleGrid } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import type { FormSave } from '@/components/form/use-form-save'
import { createUser, type NewUser, updateUser, type UserChanges } from '@/lib/users'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What a person's dialog is opened with, and told when it closes or has saved. */
export interface PersonDialogProps {
  opened: boolean
  onClose: () => void
  /** Refreshes the list; awaited before the dialog closes, so Edit never opens a stale row. */
  onSaved: () => unknown
}

/** What saving a person sends: the changes when editing one, the whole new user when adding one. */
export interface PersonSave extends Omit<PersonDialogProps, 'opened'> {
  /** The person being edited; absent when adding. */
  personId: string | undefined
  details: UserChanges
  user: NewUser
  /** The form's own messages against the fields, beyond the schema's. */
  problems?: Record<string, string>
  /** The toasts: once an existing person is saved, once a new one is added. */
  success: { saved: string; added: string }
}

/** Checks the body against the user schema (the update's when editing, the new user's when adding), then sends it. */
export async function savePerson(form: FormSave, save: PersonSave) {
  const { personId, details, user, problems } = save
  const checked = personId
    ? form.check(UpdateUserSchema, details, problems)
    : form.check(CreateUserSchema, user, problems)
  if (!checked) return
  await form.send(() => (personId ? updateUser(personId, details) : createUser(user)), {
    success: personId ? save.success.saved : save.success.added,
    onSaved: save.onSaved,
    onClose: save.onClose,
  })
}

/** The dialog that adds a staff member or a student, or edits one: why it did not save, then the fields in two columns. */
export function PersonFormModal({
  personName,
  addLabel,
  opened,
  form,
  onClose,
  onSubmit,
  children,
}: {
  /** The name of the person being edited; absent when adding. */
  personName: string | undefined
  /** The title and the submit button's label when adding, e.g. "Add student". */
  addLabel: string
  opened: boolean
  form: FormSave
  onClose: () => void
  onSubmit: (event: FormEvent) => Promise<void>
  children: ReactNode
}) {
  const { t } = useStaffTranslation('components')
  const editing = personName !== undefined
  return (
    <FormModal
      opened={opened}
      title={editing ? t('personForm.edit', { name: personName }) : addLabel}
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={form.saving}
      submitLabel={editing ? t('personForm.save') : addLabel}
    >
      <FailureAlert title={t('personForm.notSaved')} failure={form.failure} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </FormModal>
  )
}
