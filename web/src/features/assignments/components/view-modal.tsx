import { Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { Labelled, LabelledValue } from '@/components/ui/labelled-value'
import type { StudentAssignment } from '../api/assignments'
import { formatDateTime } from '../utils/format'
import { FileLinks } from './file-links'

/** "View" (legacy-client 3.4): an assignment's description, when it was last changed, and its files. */
export function ViewModal({ assignment, onClose }: { assignment: StudentAssignment; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={assignment.title} size="lg">
      <Stack gap="sm">
        <Labelled label="Description">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{assignment.message}</Text>
        </Labelled>
        <SimpleGrid cols={2}>
          <LabelledValue label="Modified on" value={formatDateTime(assignment.modifiedOn)} />
          <LabelledValue label="Deadline" value={assignment.deadLine} />
          <LabelledValue label="Subject" value={assignment.subjectName} />
          <LabelledValue label="Sent by" value={assignment.name} />
        </SimpleGrid>
        <Labelled label="Files">
          <FileLinks files={assignment.files} />
        </Labelled>
      </Stack>
    </Modal>
  )
}
