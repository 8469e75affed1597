import { Alert, Group, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type ReportType, useFacultyTemplateWorkbooks, useReportTemplates } from '../../api/reports'
import { useNaacFaculties } from '../../api/structure'
import { firstReportFaculty, isAdmin, NO_REPORT_RIGHTS, readsFacultyReports } from '../../utils/access'
import { FacultyTemplates } from './faculty-templates'
import { FacultyWorkbook } from './faculty-workbook'
import { MergeAllButton } from './merge-all-button'
import { ConsolidateAllButton } from './report-run'

/** One faculty's reports of a type: its consolidated workbook, Merge, and its templates with their files. */
function FacultyReports({
  facultyId,
  facultyName,
  type,
}: {
  facultyId: string
  facultyName: string
  type: ReportType
}) {
  const templates = useReportTemplates(facultyId, type)
  const workbooks = useFacultyTemplateWorkbooks(facultyId)
  return (
    <Stack>
      <FacultyWorkbook facultyId={facultyId} type={type} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          The workbooks and the templates&apos; attachments are merged every night from 8 PM. Merge merges
          every template&apos;s attachments in this faculty now.
        </Text>
        <MergeAllButton
          facultyId={facultyId}
          templateIds={(templates.data ?? []).map((template) => template.id)}
        />
      </Group>
      <LoadError title="The templates did not load" error={templates.error ?? workbooks.error} />
      <FacultyTemplates
        templates={templates.data ?? []}
        workbooks={workbooks.data ?? []}
        loading={templates.isLoading}
        facultyId={facultyId}
        facultyName={facultyName}
      />
    </Stack>
  )
}

/**
 * Faculty (legacy-client 3.1, NaacReportComponent): a faculty's reports for the administrator and those
 * AUTHORIZED for it; anyone else reads the legacy refusal. The administrator also builds every faculty's
 * workbooks now ("Merge Naac Consolidate").
 */
export function FacultyReport({ user, type }: { user: CurrentUserRecord; type: ReportType }) {
  const faculties = useNaacFaculties()
  const [chosen, setChosen] = useState<string | null>(null)
  // Report users start on their faculty, the administrator on the first.
  const facultyId =
    chosen ?? firstReportFaculty(user) ?? (isAdmin(user) ? faculties.data?.[0]?.id : undefined) ?? null
  const faculty = faculties.data?.find((candidate) => candidate.id === facultyId)

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label="Faculty"
          w={{ base: '100%', sm: 360 }}
          searchable
          allowDeselect={false}
          placeholder={faculties.isLoading ? 'Loading faculties…' : 'Choose a faculty'}
          data={(faculties.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          value={facultyId}
          error={faculties.error?.message}
          onChange={setChosen}
        />
        {isAdmin(user) && (
          <ConsolidateAllButton facultyIds={(faculties.data ?? []).map((option) => option.id)} />
        )}
      </Group>
      {!facultyId ? (
        <Text c="dimmed">Choose a faculty to see its workbooks and merged attachments.</Text>
      ) : !readsFacultyReports(user, facultyId) ? (
        <Alert color="yellow">{NO_REPORT_RIGHTS}</Alert>
      ) : (
        <FacultyReports
          key={`${facultyId} ${type}`}
          facultyId={facultyId}
          facultyName={faculty?.name ?? 'the faculty'}
          type={type}
        />
      )}
    </Stack>
  )
}
