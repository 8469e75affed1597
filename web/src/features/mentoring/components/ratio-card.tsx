import 'mantine-datatable/styles.css'
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { ApiError } from '@/lib/api-error'
import type { CurrentUserRecord } from '@/lib/current-user'
import { endOfDateInput, toDateInput } from '@/lib/date-input'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { notify } from '@/lib/notify'
import { type DepartmentRatio, downloadRatioWorkbook, type RatioFigures, useMentorRatio } from '../api/ratio'
import { TitledCard } from './titled-card'

/**
 * NAAC 2.3.3, the student–mentor ratio on a day: for the department chosen above, or (the administrator) the
 * whole college, with the students left without a mentor so they can be assigned, and its workbook.
 */
export function RatioCard({
  user,
  departmentId,
}: {
  user: CurrentUserRecord
  departmentId: string | undefined
}) {
  const { t } = useStaffTranslation('mentoring')
  const [day, setDay] = useState(() => toDateInput(Date.now()))
  const [wholeCollege, setWholeCollege] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const date = endOfDateInput(day)
  const college = user.usertype === 'ADMIN' && wholeCollege
  const scope =
    date !== undefined && (college || departmentId)
      ? { date, departmentId: college ? undefined : departmentId }
      : undefined
  const ratio = useMentorRatio(scope)

  async function download() {
    if (!scope) return
    setDownloading(true)
    try {
      await downloadRatioWorkbook(scope, t('ratio.fileName', { day: toDateInput(scope.date) }))
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('ratio.downloadFailed'))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <TitledCard id="mentor-ratio" title={t('ratio.title')}>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('ratio.date')}
          value={day}
          onChange={(change) => setDay(change.currentTarget.value)}
          error={date === undefined ? t('ratio.dateRequired') : undefined}
        />
        {user.usertype === 'ADMIN' && (
          <SegmentedControl
            aria-label={t('ratio.scope')}
            value={college ? 'college' : 'department'}
            onChange={(value) => setWholeCollege(value === 'college')}
            data={[
              { value: 'department', label: t('ratio.department') },
              { value: 'college', label: t('ratio.college') },
            ]}
          />
        )}
        <Button variant="default" loading={downloading} disabled={!scope} onClick={() => void download()}>
          {t('ratio.download')}
        </Button>
      </Group>
      <LoadError title={t('ratio.loadError')} error={ratio.error} />
      {ratio.data && (
        <>
          {college && <Figures figures={ratio.data.college} />}
          {ratio.data.departments.map((department) => (
            <DepartmentFigures key={department.departmentId} department={department} />
          ))}
        </>
      )}
    </TitledCard>
  )
}

/** Students, mentors, mentored students and the ratio, side by side. */
function Figures({ figures }: { figures: RatioFigures }) {
  const { t } = useStaffTranslation('mentoring')
  const cells = [
    [t('ratio.students'), figures.students],
    [t('ratio.mentors'), figures.mentors],
    [t('ratio.mentored'), figures.mentoredStudents],
    [t('ratio.ratio'), figures.ratioText],
  ] as const
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {cells.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}

/** A department's figures and the students it has left without a mentor. */
function DepartmentFigures({ department }: { department: DepartmentRatio }) {
  const { t } = useStaffTranslation('mentoring')
  return (
    <Stack gap="xs">
      <Text fw={600}>{department.departmentName}</Text>
      <Figures figures={department} />
      {department.unmentored.length > 0 ? (
        <DataTable
          aria-label={t('ratio.unmentoredOf', { name: department.departmentName })}
          {...LIST_TABLE}
          minHeight={0}
          maxHeight={300}
          records={department.unmentored}
          columns={[
            {
              accessor: 'registerNo',
              title: t('ratio.registerNo'),
              render: (student) => student.registerNo ?? '---',
            },
            { accessor: 'name', title: t('ratio.unmentored') },
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('ratio.allMentored')}
        </Text>
      )}
    </Stack>
  )
}
