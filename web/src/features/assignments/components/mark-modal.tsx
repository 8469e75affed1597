import { Text, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { markSubmission, type SubmissionRow } from '../api/assignments'
import { markProblem } from '../utils/submissions'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The longest remark the server takes (functions/assignments/routes/schemas.ts). */
const REMARK_MAX = 1000

/**
 * A submission's mark, 0 to the assignment's maximum (empty clears it), and a remark the student then sees
 * (`PUT /api/assignment/{id}/mark/{studentId}`).
 */
export function MarkModal({
  assignmentId,
  maxMark,
  row,
  onClose,
  onSaved,
}: {
  assignmentId: string
  maxMark: number
  row: SubmissionRow
  onClose: () => void
  onSaved: () => unknown
}) {
  const { t } = useStaffTranslation('assignments')
  const form = useFormSave({ failedMessage: t('mark.failed') })
  const [mark, setMark] = useState(row.mark === undefined ? '' : String(row.mark))
  const [remark, setRemark] = useState(row.remark ?? '')

  async function save(event: FormEvent) {
    form.start(event)
    const problem = markProblem(mark, maxMark, t)
    form.setErrors(problem ? { mark: problem } : {})
    if (problem) return
    await form.send(
      () =>
        markSubmission(assignmentId, row.studentId, {
          mark: mark.trim() === '' ? null : Number(mark),
          remark: remark.trim(),
        }),
      { success: t('mark.saved'), onSaved, onClose },
    )
  }

  return (
    <FormModal
      title={t('mark.title', { name: row.name })}
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={t('mark.save')}
    >
      {row.registerNo && (
        <Text size="sm" c="dimmed">
          {t('mark.registerNo', { registerNo: row.registerNo })}
        </Text>
      )}
      <TextInput
        label={t('mark.label', { max: maxMark })}
        description={t('mark.description')}
        inputMode="decimal"
        value={mark}
        error={form.errors.mark}
        onChange={(event) => {
          setMark(event.currentTarget.value)
          form.clearError('mark')
        }}
        data-autofocus
      />
      <Textarea
        label={t('mark.remark')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={REMARK_MAX}
        value={remark}
        error={form.errors.remark}
        onChange={(event) => {
          setRemark(event.currentTarget.value)
          form.clearError('remark')
        }}
      />
      <FailureAlert title={t('mark.notSaved')} failure={form.failure} />
    </FormModal>
  )
}
