import type { TFunction } from 'i18next'
import type { Dispatch, SetStateAction } from 'react'
import type { FormSave } from '@/components/form/use-form-save'
import { deadlineMessage, deadlineProblem } from './deadline'
import type { AssignmentDraft } from './draft'

/**
 * Applies a change to a draft and forgets the messages of the fields it touched; a deadline day already past
 * is refused at once, before anything is sent (the server checks again). `savedDeadline` is an edited
 * assignment's own day, which stays allowed.
 */
export const draftUpdater =
  (
    setDraft: Dispatch<SetStateAction<AssignmentDraft>>,
    form: FormSave,
    t: TFunction<'assignments'>,
    savedDeadline?: string,
  ) =>
  (change: Partial<AssignmentDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    for (const field of Object.keys(change)) form.clearError(field === 'deadline' ? 'deadLine' : field)
    if (change.deadline !== undefined && change.deadline !== savedDeadline) {
      if (deadlineProblem(change.deadline) === 'passed')
        form.setErrors((errors) => ({ ...errors, deadLine: deadlineMessage('passed', t) }))
    }
  }
