import { Anchor } from '@mantine/core'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { Link } from 'react-router'
import { oneLine, shownFrom } from '@/components/ui/table-columns'
import type { PersonRow } from './person-row'

/** A people list's name column: sortable, each name on one line and opening the person's profile. */
export function nameColumn<Row extends Pick<PersonRow, 'id' | 'name'>>(
  profileHref: (id: string) => string,
  t: TFunction<'components'>,
): DataTableColumn<Row> {
  return {
    accessor: 'name',
    title: t('peopleList.name'),
    sortable: true,
    noWrap: true,
    render: (row) => (
      <Anchor component={Link} to={profileHref(row.id)} {...oneLine(row.name)}>
        {row.name}
      </Anchor>
    ),
  }
}

/**
 * A people list's email and phone columns, shown on wide screens only.
 * @param sortsByEmail whether the server sorts the list by email (staff), so the column may sort it
 */
export function contactColumns<Row extends Pick<PersonRow, 'email' | 'phone'>>(
  t: TFunction<'components'>,
  sortsByEmail = false,
): DataTableColumn<Row>[] {
  return [
    {
      accessor: 'email',
      title: t('peopleList.email'),
      sortable: sortsByEmail,
      noWrap: true,
      ...shownFrom('xl'),
    },
    {
      accessor: 'phone',
      title: t('peopleList.phone'),
      noWrap: true,
      ...shownFrom('xl'),
      render: (row) => row.phone ?? '—',
    },
  ]
}
