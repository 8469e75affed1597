import 'mantine-datatable/styles.css'
import { type NaacTemplateType, NaacTemplateTypeSchema, type NaacTemplateView } from '@campus/core'
import { Button, Group, Select, Stack, Text } from '@mantine/core'
import { FileLink } from '@/components/files/file-link'
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
import { useStaffTranslation } from '@/lib/i18n/staff'

const TYPES = NaacTemplateTypeSchema.options

function Templates() {
  const { t } = useStaffTranslation('naac')
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
          label={t('templates.templateType')}
          w={{ base: '100%', xs: 240 }}
          allowDeselect={false}
          data={TYPES}
          value={type}
          onChange={(next) => {
            const chosen = TYPES.find((candidate) => candidate === next)
            if (chosen) setType(chosen)
          }}
        />
        <Button onClick={() => setEditing('new')}>{t('templates.add')}</Button>
      </Group>
      <LoadError title={t('criteriaTable.loadError')} error={templates.error} />
      <DataTable
        aria-label={t('templates.label', { type })}
        {...ACTIONS_LIST_TABLE}
        fetching={templates.isLoading}
        records={rows}
        noRecordsText={t('templates.none')}
        columns={[
          { accessor: 'number', title: '#', width: 48, ...shownFrom('sm') },
          {
            accessor: 'title',
            title: t('templates.title'),
            noWrap: true,
            render: (template) => <OneLineText text={template.title} />,
          },
          {
            accessor: 'description',
            title: t('templates.description'),
            ...shownFrom('xl'),
            render: (template) => (
              <Text size="sm" lineClamp={2} miw={180}>
                {template.description || '—'}
              </Text>
            ),
          },
          {
            accessor: 'jsonFile',
            title: t('templates.jsonFile'),
            noWrap: true,
            ...shownFrom('md'),
            render: (template) =>
              template.jsonFile.url ? (
                <FileLink href={template.jsonFile.url} size="sm">
                  {fileLabelOf(template.jsonFile)}
                </FileLink>
              ) : (
                '-----'
              ),
          },
          { accessor: 'version', title: t('templates.version'), noWrap: true, ...shownFrom('lg') },
          { accessor: 'position', title: t('templates.position'), noWrap: true, ...shownFrom('md') },
          { accessor: 'criteria', title: t('templates.criteria'), noWrap: true, ...shownFrom('xs') },
          { accessor: 'subCriteria', title: t('templates.subCriteria'), noWrap: true },
          {
            accessor: 'edit',
            title: t('templates.edit'),
            render: (template) => (
              <RowAction
                label={t('templates.edit')}
                of={template.title}
                onClick={() => setEditing(template)}
              />
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
  const { t } = useStaffTranslation('naac')
  return (
    <GatedPage title={t('templates.pageTitle')} allows={isAdmin} refusal={t('templates.refusal')}>
      {() => <Templates />}
    </GatedPage>
  )
}
