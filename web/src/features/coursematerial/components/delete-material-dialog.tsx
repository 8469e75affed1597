import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/notify'
import { deleteMaterial, type Material } from '../api/materials'

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
  return (
    <ConfirmDialog
      question="Are you sure want to delete ?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onClose={onClose}
      onConfirm={async () => {
        if ((await deleteMaterial(material.id)) !== true) throw new Error('The material was not deleted.')
        notify('success', 'Deleted Successfully')
        await onDeleted()
      }}
    >
      {material.title}
    </ConfirmDialog>
  )
}
