import { Group, Modal, Stack, Text } from '@mantine/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import type { Material } from '../api/materials'
import { typeLabel } from '../utils/materials'
import { MaterialLinks } from './material-cell'

/** A material's details (legacy-client 3.5's details popup): title, subject, type, attachment, staff, description. */
export function MaterialDetailsModal({ material, onClose }: { material: Material; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={material.title} size="lg">
      <Stack gap="sm">
        <LabelledValue label="Title" value={material.title} />
        <LabelledValue label="Subject" value={material.subjectName} />
        <LabelledValue label="Type" value={typeLabel(material.courseMaterialType)} />
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Attachment
          </Text>
          {material.file || material.link ? (
            <Group gap="sm">
              <MaterialLinks material={material} />
            </Group>
          ) : (
            <Text>—</Text>
          )}
        </div>
        <LabelledValue label="Staff name" value={material.createdByStaff} />
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Description
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {material.description || '—'}
          </Text>
        </div>
      </Stack>
    </Modal>
  )
}
