import type { NaacCriteria } from '@campus/core'
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { type PrecheckTemplate, type ReportType, usePrecheck } from '../../api/reports'
import { type FacultyDepartment, useAllFacultyDepartments } from '../../api/structure'
import { naacPaths } from '../../paths'
import { formatDateTime } from '../../utils/format'
import { type Blocker, blockersOf, blockingCount, blockingSummary, isChecked } from '../../utils/precheck'
import { LatestRun, RunButton } from './report-run'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Department = FacultyDepartment & { facultyName: string }

/**
 * The faculty department of a blocker's entries: by id when the pre-check gives it, else by its name when
 * only one department has that name.
 */
function departmentOf(blocker: Blocker, departments: readonly Department[]) {
  if (blocker.facultyDeptId) return departments.find((department) => department.id === blocker.facultyDeptId)
  const named = departments.filter((department) => department.name === blocker.facultyDeptName)
  return named.length === 1 ? named[0] : undefined
}

/** The entries a blocker is about, each a link to its view (`/naac/form-view/…`) when its department is known. */
function EntryLinks({
  blocker,
  departments,
  criteria,
}: {
  blocker: Blocker
  departments: readonly Department[]
  criteria: NaacCriteria
}) {
  const { t } = useStaffTranslation('naacReports')
  const ids = blocker.entryIds ?? []
  if (!ids.length) return <Text size="sm">—</Text>
  const department = departmentOf(blocker, departments)
  return (
    <Group gap="xs">
      {ids.map((entryId, index) => {
        const words =
          ids.length === 1 ? t('precheckReport.openEntry') : t('precheckReport.entry', { number: index + 1 })
        return department ? (
          <Anchor
            key={entryId}
            component={Link}
            size="sm"
            to={naacPaths.formView(entryId, department.facultyId, department.id, criteria)}
            aria-label={t('precheckReport.entryLabel', {
              words,
              problem: blocker.problem,
              department: department.name,
            })}
          >
            {words}
          </Anchor>
        ) : (
          <Text key={entryId} size="sm">
            {words}
          </Text>
        )
      })}
    </Group>
  )
}

/** One template's pre-check: what it holds, and a table of what blocks it (or that nothing does). */
function TemplateCheck({
  template,
  departments,
  criteria,
}: {
  template: PrecheckTemplate
  departments: readonly Department[] | undefined
  criteria: NaacCriteria
}) {
  const { t } = useStaffTranslation('naacReports')
  const blockers = blockersOf(template, departments?.length, t)
  const count = blockingCount(blockers)
  const heading = `${template.subCriteria} ${template.title}`
  // A template the reports have not built yet has no figures to judge.
  const checked = isChecked(template)
  return (
    <Paper withBorder p="md" component="section" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={2} size="h5">
            {heading}
          </Title>
          <Badge
            color={!checked ? 'gray.7' : count ? 'red.9' : 'teal.9'}
            variant="filled"
            style={{ flexShrink: 0 }}
          >
            {!checked
              ? t('precheckReport.notChecked')
              : count
                ? t('precheckReport.blocking', { number: count })
                : t('precheckReport.ready')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" hidden={!checked}>
          {template.checkedOn
            ? t('precheckReport.entriesChecked', {
                count: template.entries,
                time: formatDateTime(template.checkedOn),
              })
            : t('precheckReport.entries', { count: template.entries })}
          {template.notApplicableIn.length > 0 &&
            t('precheckReport.notApplicable', { departments: template.notApplicableIn.join(', ') })}
        </Text>
        {!checked ? (
          <Text size="sm">{t('precheckReport.notCheckedYet')}</Text>
        ) : blockers.length ? (
          <ScrollRegion label={t('precheckReport.whatBlocks', { heading })} minWidth={520}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('precheckReport.problem')}</Table.Th>
                  <Table.Th>{t('precheckReport.department')}</Table.Th>
                  <Table.Th>{t('precheckReport.entriesColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {blockers.map((blocker, index) => (
                  <Table.Tr key={`${blocker.kind} ${index}`} data-blocker={blocker.kind}>
                    <Table.Td>{blocker.problem}</Table.Td>
                    <Table.Td>{blocker.facultyDeptName ?? '—'}</Table.Td>
                    <Table.Td>
                      <EntryLinks blocker={blocker} departments={departments ?? []} criteria={criteria} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : (
          <Text size="sm">{t('precheckReport.nothingBlocks')}</Text>
        )}
      </Stack>
    </Paper>
  )
}

/**
 * Pre-check: what stands in the way of submitting a criterion's templates to NAAC (no entries, entries
 * waiting or unapproved, required files missing, duplicates), as the last build found it; "Check again"
 * builds it now.
 */
export function PrecheckReport({ criteria, type }: { criteria: NaacCriteria; type: ReportType }) {
  const { t } = useStaffTranslation('naacReports')
  const precheck = usePrecheck(criteria, type)
  const departments = useAllFacultyDepartments()
  const result = precheck.data
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <div aria-live="polite">
              {precheck.isLoading ? (
                <Skeleton h={24} w={240} />
              ) : result ? (
                <Stack gap={2}>
                  <Text fw={700} c={result.blocking ? 'red.9' : 'teal.9'} data-testid="precheck-summary">
                    {result.checkedOn
                      ? blockingSummary(result.blocking, t)
                      : t('precheckReport.summaryNotChecked')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {result.checkedOn
                      ? t('precheckReport.checkedOn', { time: formatDateTime(result.checkedOn) })
                      : t('precheckReport.checkToSee')}
                  </Text>
                </Stack>
              ) : null}
            </div>
            <RunButton scope={{ criteria, type }}>{t('precheckReport.checkAgain')}</RunButton>
          </Group>
          <LatestRun />
        </Stack>
      </Paper>
      <LoadError title={t('precheckReport.loadError')} error={precheck.error ?? departments.error} />
      {result?.templates.length === 0 && (
        <Alert color="gray">{t('precheckReport.noTemplates', { type, criteria })}</Alert>
      )}
      {result?.templates.map((template) => (
        <TemplateCheck
          key={template.id}
          template={template}
          departments={departments.data}
          criteria={criteria}
        />
      ))}
    </Stack>
  )
}
