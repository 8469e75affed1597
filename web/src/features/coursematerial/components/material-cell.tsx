import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { Material } from '../api/materials'
import { typeLabel } from '../utils/materials'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A material's file to download, named as it was uploaded, or its link; nothing when it has neither. */
export function MaterialLinks({ material }: { material: Pick<Material, 'file' | 'link'> }) {
  const { t } = useStaffTranslation('coursematerial')
  const { file, link } = material
  return (
    <>
      {file && (
        <Anchor href={file.url} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Anchor>
      )}
      {link && (
        <Anchor
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {t('openLink')}
        </Anchor>
      )}
    </>
  )
}

/**
 * The Material cell of the staff lists (legacy-client 3.5): the title, which opens the details; the attachment
 * and link with the type; who added it.
 */
export function MaterialCell({ material, onOpen }: { material: Material; onOpen: () => void }) {
  const { t } = useStaffTranslation('coursematerial')
  return (
    <Stack gap={2}>
      <Anchor component="button" type="button" ta="left" fw={500} onClick={onOpen}>
        {material.title}
      </Anchor>
      <Group gap="xs" wrap="wrap">
        <MaterialLinks material={material} />
        <Text size="sm" c="dimmed">
          ({typeLabel(material.courseMaterialType, t)})
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        - {material.createdByStaff}
      </Text>
    </Stack>
  )
}
