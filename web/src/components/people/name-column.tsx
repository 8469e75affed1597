import { Anchor } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { Link } from 'react-router'

/** A people list's name column: sortable, each name opening the person's profile. */
export function nameColumn<Row extends { id: string; name: string }>(
  profileHref: (id: string) => string,
): DataTableColumn<Row> {
  return {
    accessor: 'name',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={profileHref(row.id)}>
        {row.name}
      </Anchor>
    ),
  }
}
