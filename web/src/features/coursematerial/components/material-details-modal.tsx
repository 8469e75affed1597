import { Group, Modal, Stack, Text } from '@mantine/core'
import { Labelled, LabelledValue } from '@/components/ui/labelled-value'
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
        <Labelled label="Attachment">
          {material.file || material.link ? (
            <Group gap="sm">
              <MaterialLinks material={material} />
            </Group>
          ) : (
            <Text>—</Text>
          )}
        </Labelled>
        <LabelledValue label="Staff name" value={material.createdByStaff} />
        <Labelled label="Description">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {material.description || '—'}
          </Text>
        </Labelled>
      </Stack>
    </Modal>
  )
}
