import { Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { type BankQuestion, createQuestion, updateQuestion } from '../api/questions'
import { refreshFeedback } from '../api/refresh'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Add Questions, or edit one of the bank when given it. Templates keep the wording they copied. */
export function QuestionFormModal({ question, onClose }: { question?: BankQuestion; onClose: () => void }) {
  const { t } = useStaffTranslation('feedback')
  const [text, setText] = useState(question?.question ?? '')
  const form = useFormSave({ failedMessage: t('questionForm.failed') })
  // One message under the one field: the form's own, the server's for it, or why the save failed.
  const error = form.errors.question ?? form.failure

  async function save(event: FormEvent) {
    form.start(event)
    const trimmed = text.trim()
    if (!trimmed) return form.setErrors({ question: t('questionForm.required') })
    form.setErrors({})
    await form.send(() => (question ? updateQuestion(question.id, trimmed) : createQuestion(trimmed)), {
      // The legacy wording, spelling included.
      success: question ? t('questionForm.updated') : t('questionForm.created'),
      onSaved: () => void refreshFeedback(),
      onClose,
    })
  }

  return (
    <FormModal
      title={question ? t('questionForm.editTitle') : t('questionForm.addTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={question ? t('questionForm.update') : t('questionForm.create')}
    >
      <Textarea
        label={t('questionForm.label')}
        required
        autosize
        minRows={3}
        maxLength={500}
        value={text}
        error={error}
        onChange={(change) => {
          setText(change.currentTarget.value)
          form.setErrors({})
          form.setFailure(undefined)
        }}
        data-autofocus
      />
    </FormModal>
  )
}
