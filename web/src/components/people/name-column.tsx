import { Anchor } from '@mantine/core'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { Link } from 'react-router'
import { oneLine } from '@/components/ui/table-columns'

/** A people list's name column: sortable, each name on one line and opening the person's profile. */
export function nameColumn<Row extends { id: string; name: string }>(
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
