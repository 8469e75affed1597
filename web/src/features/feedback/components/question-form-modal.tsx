import { Modal, Stack, Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FormActions } from '@/components/ui/form-actions'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { type BankQuestion, createQuestion, updateQuestion } from '../api/questions'
import { refreshFeedback } from '../api/refresh'

/** Add Questions, or edit one of the bank when given it. Templates keep the wording they copied. */
export function QuestionFormModal({ question, onClose }: { question?: BankQuestion; onClose: () => void }) {
  const [text, setText] = useState(question?.question ?? '')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    const trimmed = text.trim()
    if (!trimmed) return setError('Question is required')
    setSaving(true)
    try {
      if (question) await updateQuestion(question.id, trimmed)
      else await createQuestion(trimmed)
      // The legacy wording, spelling included.
      notify('success', question ? 'Question Updated Sucessfully' : 'Questions Created sucessfully')
      void refreshFeedback()
      onClose()
    } catch (failure) {
      if (failure instanceof ApiError) {
        setError(fieldErrors(failure).question ?? failure.message)
      } else setError('The question was not saved. Try again in a moment.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={question ? 'Edit Question' : 'Add Questions'} size="lg">
      <form onSubmit={(submitted) => void save(submitted)} noValidate>
        <Stack>
          <Textarea
            label="Question"
            required
            autosize
            minRows={3}
            maxLength={500}
            value={text}
            error={error}
            onChange={(change) => {
              setText(change.currentTarget.value)
              setError(undefined)
            }}
            data-autofocus
          />
          <FormActions onCancel={onClose} saving={saving}>
            {question ? 'Update' : 'Create'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
