import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { type ReportType, useFacultyWorkbooks } from '../../api/reports'
import { formatDateTime } from '../../utils/format'
import { nameOfKey } from '../../utils/report-files'
import { LatestRun, RunButton } from './report-run'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * A faculty's consolidated workbook of a type (a sheet per template): when it was built and its download, or
 * that it is not built yet; either way it can be built now, and the latest build's progress shows below.
 */
export function FacultyWorkbook({ facultyId, type }: { facultyId: string; type: ReportType }) {
  const { t } = useStaffTranslation('naacReports')
  const workbooks = useFacultyWorkbooks(facultyId)
  const built = workbooks.data?.find((workbook) => workbook.type === type)

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('facultyWorkbook.title')}
            </Title>
            {workbooks.isLoading ? (
              <Skeleton h={16} w={220} />
            ) : workbooks.error ? null : (
              <Text size="sm" c="dimmed" data-testid="workbook-built">
                {built
                  ? t('facultyWorkbook.builtOn', {
                      type,
                      time: formatDateTime(built.modifiedOn),
                      count: built.rows,
                    })
                  : t('facultyWorkbook.notBuilt', { type })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {built && (
              <Button component="a" href={built.xlsFile.url} download={nameOfKey(built.xlsFile.fileKey)}>
                {t('facultyWorkbook.download')}
              </Button>
            )}
            <RunButton scope={{ facultyId, type }} variant={built ? 'default' : 'filled'}>
              {built ? t('facultyWorkbook.buildAgain') : t('facultyWorkbook.buildNow')}
            </RunButton>
          </Group>
        </Group>
        <LoadError title={t('facultyWorkbook.loadError')} error={workbooks.error} />
        <LatestRun />
      </Stack>
    </Paper>
  )
}
