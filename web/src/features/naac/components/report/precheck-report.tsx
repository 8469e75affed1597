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
  const ids = blocker.entryIds ?? []
  if (!ids.length) return <Text size="sm">—</Text>
  const department = departmentOf(blocker, departments)
  return (
    <Group gap="xs">
      {ids.map((entryId, index) => {
        const words = ids.length === 1 ? 'Open the entry' : `Entry ${index + 1}`
        return department ? (
          <Anchor
            key={entryId}
            component={Link}
            size="sm"
            to={naacPaths.formView(entryId, department.facultyId, department.id, criteria)}
            aria-label={`${words}: ${blocker.problem}, ${department.name}`}
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
  const blockers = blockersOf(template, departments?.length)
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
            {!checked ? 'Not checked' : count ? `${count} blocking` : 'Ready'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" hidden={!checked}>
          {`${template.entries} ${template.entries === 1 ? 'entry' : 'entries'}` +
            (template.checkedOn ? `, checked ${formatDateTime(template.checkedOn)}` : '')}
          {template.notApplicableIn.length > 0 &&
            `. Not applicable in ${template.notApplicableIn.join(', ')}`}
        </Text>
        {!checked ? (
          <Text size="sm">Not checked yet: Check again checks it.</Text>
        ) : blockers.length ? (
          <ScrollRegion label={`What blocks ${heading}`} minWidth={520}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Problem</Table.Th>
                  <Table.Th>Department</Table.Th>
                  <Table.Th>Entries</Table.Th>
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
          <Text size="sm">Nothing blocks this template.</Text>
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
                    {result.checkedOn ? blockingSummary(result.blocking) : 'Not checked yet'}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {result.checkedOn ? `Checked on ${formatDateTime(result.checkedOn)}` : 'Check to see.'}
                  </Text>
                </Stack>
              ) : null}
            </div>
            <RunButton scope={{ criteria, type }}>Check again</RunButton>
          </Group>
          <LatestRun />
        </Stack>
      </Paper>
      <LoadError title="The pre-check did not load" error={precheck.error ?? departments.error} />
      {result?.templates.length === 0 && (
        <Alert color="gray">
          There are no {type} templates of criterion {criteria}.
        </Alert>
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
