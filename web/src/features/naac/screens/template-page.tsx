import 'mantine-datatable/styles.css'
import { type NaacTemplateType, NaacTemplateTypeSchema, type NaacTemplateView } from '@campus/core'
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { RowAction } from '@/components/ui/row-action'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { useRefreshNaac } from '../api/client'
import { useTemplates } from '../api/templates'
import { TemplateFormModal } from '../components/template-form-modal'
import { isAdmin } from '../utils/access'
import { fileLabelOf } from '../utils/files'

const TYPES = NaacTemplateTypeSchema.options

function Templates() {
  const [type, setType] = useState<NaacTemplateType>('GENERAL')
  const templates = useTemplates(type)
  const refresh = useRefreshNaac()
  const [editing, setEditing] = useState<NaacTemplateView | 'new'>()
  // The server answers templates in position order (byPosition, @campus/core).
  const rows = (templates.data ?? []).map((template, index) => ({ ...template, number: index + 1 }))

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Select
          label="Template Type"
          w={{ base: '100%', xs: 240 }}
          allowDeselect={false}
          data={TYPES}
          value={type}
          onChange={(next) => {
            const chosen = TYPES.find((candidate) => candidate === next)
            if (chosen) setType(chosen)
          }}
        />
        <Button onClick={() => setEditing('new')}>Add</Button>
      </Group>
      <LoadError title="The templates did not load" error={templates.error} />
      <DataTable
        aria-label={`${type} templates`}
        {...ACTIONS_LIST_TABLE}
        fetching={templates.isLoading}
        records={rows}
        noRecordsText="No templates of this type yet"
        columns={[
          { accessor: 'number', title: '#', width: 48, ...shownFrom('sm') },
          {
            accessor: 'title',
            title: 'Title',
            noWrap: true,
            render: (template) => <OneLineText text={template.title} />,
          },
          {
            accessor: 'description',
            title: 'Description',
            ...shownFrom('xl'),
            render: (template) => (
              <Text size="sm" lineClamp={2} miw={180}>
                {template.description || '—'}
              </Text>
            ),
          },
          {
            accessor: 'jsonFile',
            title: 'Json File',
            noWrap: true,
            ...shownFrom('md'),
            render: (template) =>
              template.jsonFile.url ? (
                <Anchor href={template.jsonFile.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {fileLabelOf(template.jsonFile)}
                </Anchor>
              ) : (
                '-----'
              ),
          },
          { accessor: 'version', title: 'Version', noWrap: true, ...shownFrom('lg') },
          { accessor: 'position', title: 'Position', noWrap: true, ...shownFrom('md') },
          { accessor: 'criteria', title: 'Criteria', noWrap: true, ...shownFrom('xs') },
          { accessor: 'subCriteria', title: 'Sub Criteria', noWrap: true },
          {
            accessor: 'edit',
            title: 'Edit',
            render: (template) => (
              <RowAction label="Edit" of={template.title} onClick={() => setEditing(template)} />
            ),
          },
        ]}
      />
      {editing && (
        <TemplateFormModal
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? undefined : editing}
          type={type}
          onSaved={refresh}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  )
}

/** naac/template: the administrator's templates of each type, with Add and Edit (legacy-client 3.1). */
export function Component() {
  return (
    <GatedPage
      title="NAAC Templates"
      allows={isAdmin}
      refusal="Only the administrator defines NAAC templates."
    >
      {() => <Templates />}
    </GatedPage>
  )
}
