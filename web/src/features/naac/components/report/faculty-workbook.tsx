import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { type ReportType, useFacultyWorkbooks } from '../../api/reports'
import { formatDateTime } from '../../utils/format'
import { nameOfKey } from '../../utils/report-files'
import { LatestRun, RunButton } from './report-run'

/**
 * A faculty's consolidated workbook of a type (a sheet per template): when it was built and its download, or
 * that it is not built yet; either way it can be built now, and the latest build's progress shows below.
 */
export function FacultyWorkbook({ facultyId, type }: { facultyId: string; type: ReportType }) {
  const workbooks = useFacultyWorkbooks(facultyId)
  const built = workbooks.data?.find((workbook) => workbook.type === type)

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Consolidated workbook
            </Title>
            {workbooks.isLoading ? (
              <Skeleton h={16} w={220} />
            ) : workbooks.error ? null : (
              <Text size="sm" c="dimmed" data-testid="workbook-built">
                {built
                  ? `${type}: built on ${formatDateTime(built.modifiedOn)}, ${built.rows} ${built.rows === 1 ? 'entry' : 'entries'}`
                  : `${type}: not built yet`}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {built && (
              <Button component="a" href={built.xlsFile.url} download={nameOfKey(built.xlsFile.fileKey)}>
                Consolidated workbook
              </Button>
            )}
            <RunButton scope={{ facultyId, type }} variant={built ? 'default' : 'filled'}>
              {built ? 'Build again' : 'Build now'}
            </RunButton>
          </Group>
        </Group>
        <LoadError title="The workbooks did not load" error={workbooks.error} />
        <LatestRun />
      </Stack>
    </Paper>
  )
}
