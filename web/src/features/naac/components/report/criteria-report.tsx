import type { NaacCriteria } from '@campus/core'
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import {
  type ReportType,
  useCriteriaReportTemplates,
  useCriteriaTemplateWorkbooks,
  useCriteriaWorkbook,
} from '../../api/reports'
import { formatDateTime } from '../../utils/format'
import { nameOfKey } from '../../utils/report-files'
import { FileLink } from './file-links'
import { LatestRun, RunButton } from './report-run'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** "Complete Excel Generated On : <date>" and "Complete Excel By Criteria": every template of the criterion. */
function CompleteWorkbook({ criteria, type }: { criteria: NaacCriteria; type: ReportType }) {
  const { t } = useStaffTranslation('naacReports')
  const workbook = useCriteriaWorkbook(criteria, type)
  const built = workbook.data
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text size="sm" data-testid="complete-excel-built">
            <Text span fw={600}>
              {t('criteriaReport.completeBuiltOn')}{' '}
            </Text>
            {workbook.isLoading ? '…' : built ? formatDateTime(built.modifiedOn) : '----'}
          </Text>
          <Group gap="xs">
            {built ? (
              <Button component="a" href={built.xlsFile.url} download={nameOfKey(built.xlsFile.fileKey)}>
                {t('criteriaReport.complete')}
              </Button>
            ) : (
              <Button disabled>{t('criteriaReport.complete')}</Button>
            )}
            <RunButton scope={{ criteria, type }}>
              {built ? t('criteriaReport.buildAgain') : t('criteriaReport.buildNow')}
            </RunButton>
          </Group>
        </Group>
        <LoadError title={t('criteriaReport.completeLoadError')} error={workbook.error} />
        <LatestRun />
      </Stack>
    </Paper>
  )
}

/**
 * Criteria (legacy-client 3.1): the criterion's complete workbook, then a card per template with its
 * workbook over every faculty ("Excel Generated On" and "Xls : <link>", or "Xls : ----" before it is built).
 */
export function CriteriaReport({ criteria, type }: { criteria: NaacCriteria; type: ReportType }) {
  const { t } = useStaffTranslation('naacReports')
  const templates = useCriteriaReportTemplates(criteria, type)
  const workbooks = useCriteriaTemplateWorkbooks(criteria)
  return (
    <Stack>
      <CompleteWorkbook criteria={criteria} type={type} />
      <LoadError title={t('criteriaReport.templatesLoadError')} error={templates.error ?? workbooks.error} />
      {templates.isLoading && <Skeleton h={200} />}
      {templates.data?.length === 0 && <Text c="dimmed">{t('criteriaReport.noTemplates')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(templates.data ?? []).map((template) => {
          const workbook = workbooks.data?.find((built) => built.naacTemplateId === template.id)
          return (
            <Paper withBorder p="md" key={template.id}>
              <Stack gap="xs">
                <Title order={2} size="h5">
                  {`${template.subCriteria} ${template.title}`}
                </Title>
                {template.description && (
                  <Text size="sm" c="dimmed" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
                    {template.description}
                  </Text>
                )}
                <Text size="sm">
                  <Text span fw={500}>
                    {t('criteriaReport.builtOn')}{' '}
                  </Text>
                  {workbook ? formatDateTime(workbook.modifiedOn) : '----'}
                </Text>
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {t('criteriaReport.xls')}
                  </Text>
                  {workbook ? (
                    <FileLink file={workbook.xlsFile}>{nameOfKey(workbook.xlsFile.fileKey)}</FileLink>
                  ) : (
                    <Text size="sm" c="dimmed">
                      ----
                    </Text>
                  )}
                </Group>
              </Stack>
            </Paper>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
