import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/notify'
import { deleteMaterial, type Material } from '../api/materials'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** "Are you sure want to delete ?" (legacy-client 3.5): the material goes once the server answers `true`. */
export function DeleteMaterialDialog({
  material,
  onClose,
  onDeleted,
}: {
  material: Material
  onClose: () => void
  onDeleted: () => unknown
}) {
  const { t } = useStaffTranslation('coursematerial')
  return (
    <ConfirmDialog
      question={t('deleteDialog.question')}
      confirmLabel={t('deleteDialog.confirm')}
      cancelLabel={t('deleteDialog.cancel')}
      onClose={onClose}
      onConfirm={async () => {
        if ((await deleteMaterial(material.id)) !== true) throw new Error(t('deleteDialog.notDeleted'))
        notify('success', t('deleteDialog.deleted'))
        await onDeleted()
      }}
    >
      {material.title}
    </ConfirmDialog>
  )
}
