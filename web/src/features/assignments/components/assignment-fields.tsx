import { Group, NumberInput, Radio, Textarea, TextInput } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { FilesField, type FormFile } from './files-field'
import { collegeToday } from '../utils/deadline'
import type { AssignmentDraft } from '../utils/draft'
import { MAX_MARK_LIMIT, MESSAGE_MAX, TITLE_MAX } from '../utils/draft'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The fields compose and edit share: Title, Description, the files, Deadline, Submission and the maximum mark.
 * `errors` are keyed by the body's field names, as the server names them too.
 */
export function AssignmentFields({
  draft,
  update,
  errors,
  onUploadingChange,
  children,
}: {
  draft: AssignmentDraft
  update: (change: Partial<AssignmentDraft>) => void
  errors: Record<string, string>
  onUploadingChange: (uploading: boolean) => void
  /** Fields shown after the deadline (compose: the subject and its groups). */
  children?: ReactNode
}) {
  const { t } = useStaffTranslation('assignments')
  // The earliest day the date picker offers: today in the college, fixed when the form opens.
  const [today] = useState(() => collegeToday())
  return (
    <>
      <TextInput
        label={t('fields.title')}
        required
        maxLength={TITLE_MAX}
        value={draft.title}
        error={errors.title}
        onChange={(event) => update({ title: event.currentTarget.value })}
      />
      <Textarea
        label={t('fields.description')}
        required
        autosize
        minRows={4}
        maxRows={14}
        maxLength={MESSAGE_MAX}
        value={draft.message}
        error={errors.message}
        onChange={(event) => update({ message: event.currentTarget.value })}
      />
      <FilesField
        files={draft.files}
        onChange={(files: FormFile[]) => update({ files })}
        onUploadingChange={onUploadingChange}
      />
      <TextInput
        label={t('fields.deadline')}
        description={t('fields.deadlineDescription')}
        type="date"
        required
        min={today}
        value={draft.deadline}
        error={errors.deadLine}
        onChange={(event) => update({ deadline: event.currentTarget.value })}
      />
      {children}
      <Radio.Group
        label={t('fields.submission')}
        description={t('fields.submissionDescription')}
        required
        value={draft.submission}
        error={errors.submission}
        onChange={(value) => update({ submission: value === 'Disable' ? 'Disable' : 'Enable' })}
      >
        <Group mt={4}>
          <Radio value="Enable" label={t('fields.enable')} />
          <Radio value="Disable" label={t('fields.disable')} />
        </Group>
      </Radio.Group>
      <NumberInput
        label={t('fields.maxMark')}
        min={1}
        max={MAX_MARK_LIMIT}
        allowDecimal={false}
        allowNegative={false}
        value={draft.maxMark}
        error={errors.maxMark}
        onChange={(value) => update({ maxMark: value === '' ? '' : Number(value) })}
      />
    </>
  )
}
