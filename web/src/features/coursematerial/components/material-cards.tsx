import 'mantine-datatable/styles.css'
import { Card, Stack, Text, Title } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { RowActions } from '@/components/ui/row-actions'
import { shownFrom } from '@/components/ui/table-columns'
import type { Material } from '../api/materials'
import { groupBySubject } from '../utils/materials'
import { DeleteMaterialDialog } from './delete-material-dialog'
import { MaterialCell } from './material-cell'
import { MaterialDetailsModal } from './material-details-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The staff lists (legacy-client 3.5): one card per subject, each a table of Material | Subject | Actions
 * (Edit, Delete); a title opens the details, Delete asks first.
 */
export function MaterialCards({
  materials,
  onEdit,
  onDeleted,
}: {
  materials: Material[] | undefined
  onEdit: (material: Material) => void
  onDeleted: () => unknown
}) {
  const { t } = useStaffTranslation('coursematerial')
  const [open, setOpen] = useState<Material>()
  const [deleting, setDeleting] = useState<Material>()
  if (!materials) return null
  if (!materials.length)
    return (
      <Text c="dimmed" data-testid="no-materials">
        {t('noData')}
      </Text>
    )
  return (
    <Stack>
      {groupBySubject(materials).map(({ subjectName, rows }) => (
        <Card key={subjectName} withBorder padding="sm" component="section" aria-label={subjectName}>
          <Title order={2} size="h4" mb="xs">
            {subjectName}
          </Title>
          <DataTable
            aria-label={t('cards.tableLabel', { subjectName })}
            {...ACTIONS_LIST_TABLE}
            minHeight={undefined}
            records={rows}
            columns={[
              {
                accessor: 'title',
                title: t('cards.material'),
                render: (material) => <MaterialCell material={material} onOpen={() => setOpen(material)} />,
              },
              {
                accessor: 'subjectName',
                title: t('cards.subject'),
                // The card names the subject already: on a phone its column gives way to the material.
                ...shownFrom('sm'),
              },
              {
                accessor: 'actions',
                title: t('cards.actions'),
                render: (material) => (
                  <RowActions
                    of={material.title}
                    actions={[
                      { label: t('cards.edit'), onClick: () => onEdit(material) },
                      { label: t('cards.delete'), color: 'red', onClick: () => setDeleting(material) },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      ))}
      {open && <MaterialDetailsModal material={open} onClose={() => setOpen(undefined)} />}
      {deleting && (
        <DeleteMaterialDialog
          material={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={onDeleted}
        />
      )}
    </Stack>
  )
}
