import { useFaculties } from '@/lib/academics'
import { Alert, Group, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type ReportType, useFacultyTemplateWorkbooks, useReportTemplates } from '../../api/reports'
import { firstReportFaculty, isAdmin, readsFacultyReports } from '../../utils/access'
import { FacultyTemplates } from './faculty-templates'
import { FacultyWorkbook } from './faculty-workbook'
import { MergeAllButton } from './merge-all-button'
import { ConsolidateAllButton } from './report-run'
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('naacReports')
  const templates = useReportTemplates(facultyId, type)
  const workbooks = useFacultyTemplateWorkbooks(facultyId)
  return (
    <Stack>
      <FacultyWorkbook facultyId={facultyId} type={type} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('facultyReport.nightly')}
        </Text>
        <MergeAllButton
          facultyId={facultyId}
          templateIds={(templates.data ?? []).map((template) => template.id)}
        />
      </Group>
      <LoadError title={t('facultyReport.templatesLoadError')} error={templates.error ?? workbooks.error} />
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
  const { t } = useStaffTranslation('naacReports')
  const faculties = useFaculties()
  const [chosen, setChosen] = useState<string | null>(null)
  // Report users start on their faculty, the administrator on the first.
  const facultyId =
    chosen ?? firstReportFaculty(user) ?? (isAdmin(user) ? faculties.data?.[0]?.id : undefined) ?? null
  const faculty = faculties.data?.find((candidate) => candidate.id === facultyId)

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('facultyReport.faculty')}
          w={{ base: '100%', sm: 360 }}
          searchable
          allowDeselect={false}
          placeholder={faculties.isLoading ? t('facultyReport.loading') : t('facultyReport.placeholder')}
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
        <Text c="dimmed">{t('facultyReport.chooseFaculty')}</Text>
      ) : !readsFacultyReports(user, facultyId) ? (
        <Alert color="yellow">{t('reportPage.refusal')}</Alert>
      ) : (
        <FacultyReports
          key={`${facultyId} ${type}`}
          facultyId={facultyId}
          facultyName={faculty?.name ?? t('facultyReport.theFaculty')}
          type={type}
        />
      )}
    </Stack>
  )
}
