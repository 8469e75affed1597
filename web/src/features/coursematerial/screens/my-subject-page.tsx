import { Button, Group, Skeleton } from '@mantine/core'
import { useState } from 'react'
import { FileRulesNote } from '@/components/files/file-rules-note'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { type Material, useRefreshMaterials, useStaffMaterials } from '../api/materials'
import { MaterialCards } from '../components/material-cards'
import { MaterialFormModal } from '../components/material-form-modal'
import { managesMaterial } from '../utils/access'

/** The materials of the subjects the signed-in staff member teaches, one card per subject, and New. */
function MySubjects() {
  const list = useStaffMaterials()
  const refresh = useRefreshMaterials()
  const [editing, setEditing] = useState<Material | 'new'>()
  return (
    <>
      <FileRulesNote purpose="document" />
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>New</Button>
      </Group>
      <LoadError title="The materials did not load" error={list.error} />
      {list.isLoading && <Skeleton h={160} />}
      <MaterialCards materials={list.data} onEdit={setEditing} onDeleted={refresh} />
      {editing && (
        <MaterialFormModal
          key={editing === 'new' ? 'new' : editing.id}
          material={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={refresh}
        />
      )}
    </>
  )
}

/** coursematerial/home ("My Subject"): for staff; students read theirs on their own page. */
export function Component() {
  return (
    <GatedPage
      title="Course Material"
      allows={managesMaterial}
      refusal="Course material is added by the administrator, HODs and faculty; students read it under their subjects."
    >
      {() => <MySubjects />}
    </GatedPage>
  )
}
