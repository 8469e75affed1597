import 'mantine-datatable/styles.css'
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { useAcademicYears, useGroups, yearLabel } from '@/lib/academics'
import { ApiError } from '@/lib/api-error'
import type { CurrentUserRecord } from '@/lib/current-user'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { notify } from '@/lib/notify'
import { assignStudents, type MentorSummary, refreshMentoring } from '../api/mentors'
import { type GroupStudent, useGroupStudents } from '../api/students'
import { DepartmentSelect } from './department-select'

/**
 * Add Student (legacy-client 3.8): a group's students to tick for a staff member. Their own students are ticked
 * and locked; another mentor's are locked and named, since a student has one mentor at a time.
 */
export function AddStudentsModal({
  user,
  mentor,
  departmentId: openingDepartment,
  onClose,
}: {
  user: CurrentUserRecord
  mentor: MentorSummary
  departmentId: string | undefined
  onClose: () => void
}) {
  const { t } = useStaffTranslation('mentoring')
  const [departmentId, setDepartmentId] = useState(openingDepartment)
  const [yearId, setYearId] = useState<string>()
  const [groupId, setGroupId] = useState<string>()
  const years = useAcademicYears(departmentId)
  const groups = useGroups(yearId)
  const students = useGroupStudents(groupId)
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string>()

  const mentorOf = (student: GroupStudent) => student.mentor?.mentorInfo
  const isOwn = (student: GroupStudent) => mentorOf(student)?.id === mentor.staffId
  const isLocked = (student: GroupStudent) => mentorOf(student) !== undefined

  function toggle(studentId: string, on: boolean) {
    setTicked((current) => {
      const next = new Set(current)
      if (on) next.add(studentId)
      else next.delete(studentId)
      return next
    })
  }

  async function create() {
    if (!ticked.size) return notify('error', t('add.selectOne'))
    setSaving(true)
    setFailure(undefined)
    try {
      await assignStudents(mentor.staffId, [...ticked])
      notify('success', t('add.created'))
      await refreshMentoring()
      onClose()
    } catch (error) {
      // A student claimed by another mentor meanwhile answers 409 with the server's words.
      const message = error instanceof ApiError ? error.message : t('add.failed')
      setFailure(message)
      notify('error', message)
      void refreshMentoring()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened onClose={onClose} size="xl" title={t('add.title', { name: mentor.mentorInfo.name })}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DepartmentSelect
            user={user}
            value={departmentId}
            onChange={(next) => {
              setDepartmentId(next)
              setYearId(undefined)
              setGroupId(undefined)
            }}
          />
          <Select
            label={t('add.year')}
            placeholder={t('add.chooseYear')}
            data={(years.data ?? []).map((year) => ({ value: year.id, label: yearLabel(year) }))}
            value={yearId ?? null}
            onChange={(next) => {
              setYearId(next ?? undefined)
              setGroupId(undefined)
            }}
            error={years.error?.message}
          />
          <Select
            label={t('add.group')}
            placeholder={t('add.chooseGroup')}
            data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.groupName }))}
            value={groupId ?? null}
            onChange={(next) => setGroupId(next ?? undefined)}
            disabled={!yearId}
            error={groups.error?.message}
          />
        </SimpleGrid>
        <LoadError title={t('add.loadError')} error={students.error} />
        {groupId ? (
          <DataTable<GroupStudent>
            aria-label={t('add.table')}
            {...LIST_TABLE}
            fetching={students.isLoading}
            records={students.data ?? []}
            noRecordsText={t('add.noData')}
            maxHeight={420}
            columns={[
              {
                accessor: 'tick',
                title: t('add.select'),
                render: (student) => (
                  <Checkbox
                    aria-label={t('add.selectStudent', { name: student.name })}
                    checked={isOwn(student) || ticked.has(student.id)}
                    disabled={isLocked(student)}
                    onChange={(change) => toggle(student.id, change.currentTarget.checked)}
                  />
                ),
              },
              { accessor: 'registerNo', title: t('add.registerNo') },
              {
                accessor: 'name',
                title: t('add.name'),
                render: (student) => {
                  const other = mentorOf(student)
                  return (
                    <Stack gap={0}>
                      <Text size="sm">{student.name}</Text>
                      {other && !isOwn(student) && (
                        <Text size="xs" c="dimmed">
                          {t('add.mentoredBy', { name: other.name ?? '---' })}
                        </Text>
                      )}
                    </Stack>
                  )
                },
              },
              { accessor: 'email', title: t('add.email'), render: (student) => student.email || '---' },
              { accessor: 'phone', title: t('add.phone'), render: (student) => student.phone || '---' },
            ]}
          />
        ) : (
          <Text c="dimmed">{t('add.noData')}</Text>
        )}
        <FailureAlert title={t('add.notCreated')} failure={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('add.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void create()}>
            {t('add.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
