import { Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import type { StudentAssignment } from '../api/assignments'
import { formatDateTime } from '../utils/format'
import { FileLinks } from './file-links'

/** "View" (legacy-client 3.4): an assignment's description, when it was last changed, and its files. */
export function ViewModal({ assignment, onClose }: { assignment: StudentAssignment; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={assignment.title} size="lg">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Description
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{assignment.message}</Text>
        </div>
        <SimpleGrid cols={2}>
          <LabelledValue label="Modified on" value={formatDateTime(assignment.modifiedOn)} />
          <LabelledValue label="Deadline" value={assignment.deadLine} />
          <LabelledValue label="Subject" value={assignment.subjectName} />
          <LabelledValue label="Sent by" value={assignment.name} />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Files
          </Text>
          <FileLinks files={assignment.files} />
        </div>
      </Stack>
    </Modal>
  )
}
