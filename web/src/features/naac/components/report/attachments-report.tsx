import type { NaacCriteria } from '@campus/core'
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import {
  type CriteriaTemplate,
  type FacultyAttachment,
  type ReportType,
  useCriteriaReportTemplates,
  useTemplateAttachments,
} from '../../api/reports'
import { FileLine } from './file-links'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The merged files by faculty, in the order the faculties first appear. */
function byFaculty(attachments: readonly FacultyAttachment[]) {
  const faculties = new Map<string, { name: string; groups: FacultyAttachment[] }>()
  for (const attachment of attachments) {
    const faculty = faculties.get(attachment.facId) ?? { name: attachment.facultyName, groups: [] }
    faculty.groups.push(attachment)
    faculties.set(attachment.facId, faculty)
  }
  return [...faculties.entries()].map(([id, faculty]) => ({ id, ...faculty }))
}

/** One template's card: per faculty, each file field's merged files. */
function TemplateAttachments({ template }: { template: CriteriaTemplate }) {
  const { t } = useStaffTranslation('naacReports')
  const attachments = useTemplateAttachments(template.id)
  const faculties = byFaculty(attachments.data ?? [])
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {`${template.subCriteria} ${template.title}`}
        </Title>
        <LoadError title={t('attachmentsReport.loadError')} error={attachments.error} />
        {attachments.isLoading && <Skeleton h={40} />}
        {attachments.data && !faculties.length && (
          <Text size="sm" c="dimmed">
            {t('attachmentsReport.noneMerged')}
          </Text>
        )}
        {faculties.map((faculty) => (
          <Stack key={faculty.id} gap={4}>
            <Title order={3} size="h6">
              {faculty.name}
            </Title>
            {faculty.groups.map((group) => (
              <FileLine key={group.fileName} label={group.fileName} files={group.files} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  )
}

/** Attachments (legacy-client 3.1): a criterion's templates, each with every faculty's merged files. */
export function AttachmentsReport({ criteria, type }: { criteria: NaacCriteria; type: ReportType }) {
  const { t } = useStaffTranslation('naacReports')
  const templates = useCriteriaReportTemplates(criteria, type)
  return (
    <Stack>
      <LoadError title={t('attachmentsReport.templatesLoadError')} error={templates.error} />
      {templates.isLoading && <Skeleton h={200} />}
      {templates.data?.length === 0 && <Text c="dimmed">{t('attachmentsReport.noTemplates')}</Text>}
      {(templates.data ?? []).map((template) => (
        <TemplateAttachments key={template.id} template={template} />
      ))}
    </Stack>
  )
}
