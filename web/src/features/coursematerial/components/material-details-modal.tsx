import { Group, Modal, Stack, Text } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { Labelled, LabelledValue } from '@/components/ui/labelled-value'
import type { Material } from '../api/materials'
import { typeLabel } from '../utils/materials'
import { MaterialLinks } from './material-cell'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A material's details (legacy-client 3.5's details popup): title, subject, type, attachment, staff, description. */
export function MaterialDetailsModal({ material, onClose }: { material: Material; onClose: () => void }) {
  const { t } = useStaffTranslation('coursematerial')
  return (
    <Modal opened onClose={onClose} title={material.title} size="lg">
      <Stack gap="sm">
        <LabelledValue label={t('details.title')} value={material.title} />
        <LabelledValue label={t('details.subject')} value={material.subjectName} />
        <LabelledValue label={t('details.type')} value={typeLabel(material.courseMaterialType, t)} />
        <Labelled label={t('details.attachment')}>
          {material.file || material.link ? (
            <Group gap="sm">
              <MaterialLinks material={material} />
            </Group>
          ) : (
            <Text>—</Text>
          )}
        </Labelled>
        <LabelledValue label={t('details.staffName')} value={material.createdByStaff} />
        <Labelled label={t('details.description')}>
          <TypedText>{material.description || '—'}</TypedText>
        </Labelled>
      </Stack>
    </Modal>
  )
}
