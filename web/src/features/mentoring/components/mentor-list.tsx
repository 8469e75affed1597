import 'mantine-datatable/styles.css'
import { Anchor, Button, Stack } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { Link } from 'react-router'
import { LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { type MentorSummary, useMentorList } from '../api/mentors'
import { matchesSearch, SearchInput } from './search-input'
import { mentoringPaths } from '../paths'

/** What the search box looks in: name, email and user type ("Faculty"). */
const searched = ({ mentorInfo }: MentorSummary) => [mentorInfo.name, mentorInfo.email, mentorInfo.usertype]

/**
 * The staff of a department and how many students each mentors; managers add students to one from its row.
 * The list is one department's staff, so the search filters it here.
 */
export function MentorList({
  departmentId,
  manages,
  opensDetails,
  onAdd,
}: {
  departmentId: string | undefined
  manages: boolean
  /** Whether the reader may open a staff member's Student Details. */
  opensDetails: (staffId: string) => boolean
  /** Opens the Add Student dialog for a staff member. */
  onAdd: (mentor: MentorSummary) => void
}) {
  const { t } = useStaffTranslation('mentoring')
  const list = useMentorList(departmentId)
  const [search, setSearch] = useState('')
  const text = search.trim().toLowerCase()
  const rows = (list.data ?? []).filter((row) => matchesSearch(searched(row), text))

  return (
    <Stack>
      <SearchInput
        label={t('mentors.search')}
        placeholder={t('mentors.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <LoadError title={t('mentors.loadError')} error={list.error} />
      <DataTable<MentorSummary>
        aria-label={t('mentors.table')}
        {...LIST_TABLE}
        idAccessor="staffId"
        fetching={list.isLoading}
        records={rows}
        noRecordsText={departmentId ? t('mentors.none') : t('department.choose')}
        columns={[
          {
            accessor: 'name',
            title: t('mentors.name'),
            render: ({ staffId, mentorInfo }) => {
              const name =
                mentorInfo.usertype === 'HOD'
                  ? t('mentors.hodName', { name: mentorInfo.name })
                  : mentorInfo.name
              // Faculty read their own students only (the server refuses the others'), so only their row links.
              return opensDetails(staffId) ? (
                <Anchor
                  component={Link}
                  to={mentoringPaths.studentDetails(staffId)}
                  state={{ name: mentorInfo.name }}
                >
                  {name}
                </Anchor>
              ) : (
                name
              )
            },
          },
          {
            accessor: 'email',
            title: t('mentors.email'),
            render: ({ mentorInfo }) => mentorInfo.email ?? '---',
          },
          {
            accessor: 'phone',
            title: t('mentors.phone'),
            render: ({ mentorInfo }) => mentorInfo.phone || '---',
          },
          { accessor: 'studentsCount', title: t('mentors.total'), textAlign: 'right' },
          ...(manages
            ? [
                {
                  accessor: 'add',
                  title: t('mentors.addModify'),
                  render: (row: MentorSummary) => (
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t(row.studentsCount > 0 ? 'mentors.modifyOf' : 'mentors.addOf', {
                        name: row.mentorInfo.name,
                      })}
                      onClick={() => onAdd(row)}
                    >
                      {row.studentsCount > 0 ? t('mentors.modify') : t('mentors.add')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Stack>
  )
}
