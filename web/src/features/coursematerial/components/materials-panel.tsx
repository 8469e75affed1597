import { Button, Group, Skeleton } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { type Material, useRefreshMaterials } from '../api/materials'
import { MaterialCards } from './material-cards'
import { type FixedSubject, MaterialFormModal } from './material-form-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * A list of materials as staff manage them: New, one card per subject with Edit and Delete, and the form.
 * `fixedSubject` keeps the form on one subject (Staff Subject).
 */
export function MaterialsPanel({
  list,
  fixedSubject,
}: {
  list: { data?: Material[] | undefined; error?: Error | undefined; isLoading: boolean }
  fixedSubject?: FixedSubject
}) {
  const { t } = useStaffTranslation('coursematerial')
  const refresh = useRefreshMaterials()
  const [editing, setEditing] = useState<Material | 'new'>()
  return (
    <>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('panel.new')}</Button>
      </Group>
      <LoadError title={t('materialsNotLoaded')} error={list.error} />
      {list.isLoading && <Skeleton h={160} />}
      <MaterialCards materials={list.data} onEdit={setEditing} onDeleted={refresh} />
      {editing && (
        <MaterialFormModal
          key={editing === 'new' ? 'new' : editing.id}
          material={editing === 'new' ? undefined : editing}
          {...(fixedSubject ? { fixedSubject } : {})}
          onClose={() => setEditing(undefined)}
          onSaved={refresh}
        />
      )}
    </>
  )
}
