import { Modal, SimpleGrid, Stack } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { Labelled, LabelledValue } from '@/components/ui/labelled-value'
import type { StudentAssignment } from '../api/assignments'
import { formatDateTime } from '../utils/format'
import { FileLinks } from './file-links'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** "View" (legacy-client 3.4): an assignment's description, when it was last changed, and its files. */
export function ViewModal({ assignment, onClose }: { assignment: StudentAssignment; onClose: () => void }) {
  const { t } = useStaffTranslation('assignments')
  return (
    <Modal opened onClose={onClose} title={assignment.title} size="lg">
      <Stack gap="sm">
        <Labelled label={t('view.description')}>
          <TypedText>{assignment.message}</TypedText>
        </Labelled>
        <SimpleGrid cols={2}>
          <LabelledValue label={t('view.modifiedOn')} value={formatDateTime(assignment.modifiedOn)} />
          <LabelledValue label={t('view.deadline')} value={assignment.deadLine} />
          <LabelledValue label={t('view.subject')} value={assignment.subjectName} />
          <LabelledValue label={t('view.sentBy')} value={assignment.name} />
        </SimpleGrid>
        <Labelled label={t('view.files')}>
          <FileLinks files={assignment.files} />
        </Labelled>
      </Stack>
    </Modal>
  )
}
