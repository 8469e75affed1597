import 'mantine-datatable/styles.css'
import { Anchor } from '@mantine/core'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import { oneLine, shownFrom } from '@/components/ui/table-columns'
import type { PagedList } from '@/lib/paged-list'
import { formatDateTime } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What every announcement list shows of a row. */
interface ListedAnnouncement {
  id: string
  title: string
  createdOn: number
}

/** A row as the table numbers it, down the pages. */
export type NumberedRow<Row> = Row & { number: number }

/**
 * One page of a list of announcements, newest first and numbered down the pages: the title (a button that
 * opens the announcement), its date, and any columns the list adds (mark the secondary ones with `shownFrom`,
 * so a phone keeps the title); what went wrong loading it above, and the page controls below.
 */
export function AnnouncementTable<Row extends ListedAnnouncement>({
  list,
  label,
  titleHeader,
  empty,
  loadFailure,
  onOpen,
  columns = [],
}: {
  list: PagedList<Row>
  /** The table's name for screen readers. */
  label: string
  /** The heading of the title column. */
  titleHeader: string
  /** What the table says when the list is empty. */
  empty: string
  /** The heading of the notice when the list did not load. */
  loadFailure: string
  onOpen: (announcement: NumberedRow<Row>) => void
  /** Columns after the date. */
  columns?: DataTableColumn<NumberedRow<Row>>[]
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  const first = (list.page - 1) * list.pageSize
  const rows = (list.records ?? []).map((announcement, index) => ({
    ...announcement,
    number: first + index + 1,
  }))

  return (
    <>
      <LoadError title={loadFailure} error={list.error} />
      <DataTable
        aria-label={label}
        {...LIST_TABLE}
        fetching={list.isLoading}
        records={rows}
        noRecordsText={empty}
        columns={[
          { accessor: 'number', title: '#', width: 50, ...shownFrom('sm') },
          {
            accessor: 'title',
            title: titleHeader,
            noWrap: true,
            render: (announcement) => (
              <Anchor
                component="button"
                type="button"
                ta="left"
                onClick={() => onOpen(announcement)}
                {...oneLine(announcement.title)}
              >
                {announcement.title}
              </Anchor>
            ),
          },
          {
            accessor: 'createdOn',
            title: t('table.date'),
            noWrap: true,
            ...shownFrom('xs'),
            render: (announcement) => formatDateTime(announcement.createdOn),
          },
          ...columns,
        ]}
      />
      <PageControls list={list} />
    </>
  )
}
