import 'mantine-datatable/styles.css'
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { CardList } from '@/components/ui/card-list'
import { LIST_TABLE } from '@/components/ui/list-table'
import type { ReportWorkbook, ReportTemplate } from '../../api/reports'
import { formatDateTime } from '../../utils/format'
import { AttachmentLines, FileLink } from './file-links'
import { TemplateCard } from '../template-card'
import { ConsolidatedModal } from './consolidated-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Below this width the templates are cards rather than a wide table (as the home screen's). */
const PHONE = '(max-width: 36em)'

type Row = ReportTemplate & { number: number }

/** A template's title, note and merged files, with when they were merged. */
function TitleCell({ template }: { template: Row }) {
  const { t } = useStaffTranslation('naacReports')
  const merged = template.naacModified ?? template.naacCreated
  return (
    <Stack gap={4} miw={200}>
      <Text fw={600} size="sm">
        {template.title}
      </Text>
      {template.note && (
        <Text size="sm" c="dimmed">
          {template.note}
        </Text>
      )}
      <AttachmentLines groups={template.attachment} fileLabels={template.fileLabels} />
      {merged !== undefined && (
        <Text size="xs" c="dimmed">
          {t('facultyTemplates.mergedOn', { time: formatDateTime(merged) })}
        </Text>
      )}
    </Stack>
  )
}

/** The template's workbook in the faculty, or `----` before it is built. */
function ExcelCell({ workbook }: { workbook: ReportWorkbook | undefined }) {
  if (!workbook)
    return (
      <Text size="sm" c="dimmed">
        ----
      </Text>
    )
  return <FileLink file={workbook.xlsFile} />
}

/**
 * A faculty's templates of a type (legacy-client 3.1): `S.No | Title (merged files) | Excel | Consolidated
 * attachment`, by position; on a phone, a card per template. The last column opens the template's merges.
 */
export function FacultyTemplates({
  templates,
  workbooks,
  loading,
  facultyId,
  facultyName,
}: {
  templates: readonly ReportTemplate[]
  workbooks: readonly ReportWorkbook[]
  loading: boolean
  facultyId: string
  facultyName: string
}) {
  const { t } = useStaffTranslation('naacReports')
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false })
  const [opened, setOpened] = useState<ReportTemplate>()
  // The server answers templates in position order (byPosition, @campus/core).
  const rows = templates.map((template, index) => ({ ...template, number: index + 1 }))
  const workbookOf = (template: Row) => workbooks.find((workbook) => workbook.naacTemplateId === template.id)
  const open = (template: Row) => (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={t('facultyTemplates.viewLabel', { title: template.title })}
      onClick={() => setOpened(template)}
    >
      {t('facultyTemplates.view')}
    </Button>
  )
  const label = t('facultyTemplates.label', { faculty: facultyName })

  return (
    <>
      {phone ? (
        loading ? (
          <Skeleton h={200} />
        ) : rows.length ? (
          <CardList label={label}>
            {rows.map((template) => (
              <TemplateCard
                key={template.id}
                number={template.number}
                title={<TitleCell template={template} />}
              >
                <Group justify="space-between" mt="xs" gap="xs">
                  <ExcelCell workbook={workbookOf(template)} />
                  {open(template)}
                </Group>
              </TemplateCard>
            ))}
          </CardList>
        ) : (
          <Text c="dimmed">{t('facultyTemplates.noTemplates')}</Text>
        )
      ) : (
        <DataTable<Row>
          aria-label={label}
          {...LIST_TABLE}
          fetching={loading}
          records={rows}
          noRecordsText={t('facultyTemplates.noTemplates')}
          columns={[
            { accessor: 'number', title: t('facultyTemplates.number'), width: 72 },
            {
              accessor: 'title',
              title: t('facultyTemplates.title'),
              render: (template) => <TitleCell template={template} />,
            },
            {
              accessor: 'excel',
              title: t('facultyTemplates.excel'),
              render: (template) => <ExcelCell workbook={workbookOf(template)} />,
            },
            {
              accessor: 'consolidated',
              title: t('facultyTemplates.consolidated'),
              textAlign: 'center',
              render: (template) => open(template),
            },
          ]}
        />
      )}
      {opened && (
        <ConsolidatedModal
          template={opened}
          facultyId={facultyId}
          facultyName={facultyName}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  )
}
