import type { FormEvent } from 'react'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import type { NewUser, UserChanges } from '@/lib/users'
import { personDetails, personFieldsOf, type PersonFields } from './person-fields'
import { type PersonDialogProps, savePerson } from './person-form-modal'
import type { PersonRow } from './person-row'

/** What a person's form sends beyond the common fields. */
export interface PersonFormSave {
  /** Its own fields, as the user body takes them (when adding and when editing). */
  details: UserChanges
  /** The fields only a new person is sent with, such as a student's register number. */
  newUser?: Partial<NewUser>
  /** The form's own messages against the fields, beyond the schema's. */
  problems?: Record<string, string>
}

/**
 * A staff member's or a student's add/edit dialog: the fields every person has (contact, gender, address) with
 * the form's own, bound for inputs; and the save, which sends the common fields with the form's own details as
 * the user body (the changes when editing, the whole new user when adding), then toasts and closes.
 *
 * @param person the person being edited; absent when adding
 * @param own the form's own fields as the person has them (or blank)
 */
export function usePersonForm<Own extends object>({
  person,
  own,
  usertype,
  success,
  dialog,
}: {
  person: (Partial<Record<keyof PersonFields, string>> & Pick<PersonRow, 'id'>) | undefined
  own: Own
  usertype: NewUser['usertype']
  success: { saved: string; added: string }
  dialog: Omit<PersonDialogProps, 'opened'>
}) {
  const form = useFormSave()
  const { fields, set, text, choice } = useFormFields<PersonFields & Own>(
    () => ({ ...personFieldsOf(person), ...own }),
    form,
  )

  async function save(event: FormEvent, { details, newUser, problems }: PersonFormSave) {
    form.start(event)
    const changes = { ...personDetails(fields), ...details }
    await savePerson(form, {
      personId: person?.id,
      details: changes,
      user: { ...changes, ...newUser, email: fields.email, usertype },
      problems,
      success,
      ...dialog,
    })
  }

  return { form, fields, set, text, choice, save }
}
