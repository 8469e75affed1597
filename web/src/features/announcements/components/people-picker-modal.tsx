import {
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { stateOf, withIds } from '../utils/selection'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A person the picker lists: an id, a name, and what the columns show. */
export interface PickerPerson {
  id: string
  name: string
}

export interface PickerColumn<Person> {
  title: string
  value: (person: Person) => string | undefined
}

/**
 * Chooses some people of a list (a faculty department's staff, a group's students): a search over every
 * column, a box per person and one for everyone shown, then Add. Nothing changes until Add.
 */
export function PeoplePickerModal<Person extends PickerPerson>({
  title,
  people,
  error,
  columns,
  chosen,
  onClose,
  onDone,
}: {
  title: string
  /** Undefined while the list loads. */
  people: readonly Person[] | undefined
  error?: Error | undefined
  columns: readonly PickerColumn<Person>[]
  chosen: readonly string[]
  onClose: () => void
  onDone: (chosen: string[]) => void
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  // A phone gets the whole screen for the list.
  const narrow = useMediaQuery('(max-width: 48em)')
  const [selected, setSelected] = useState<string[]>([...chosen])
  const [search, setSearch] = useState('')
  const words = search.trim().toLowerCase()
  const shown = (people ?? []).filter(
    (person) =>
      !words ||
      [person.name, ...columns.map((column) => column.value(person))].some((value) =>
        value?.toLowerCase().includes(words),
      ),
  )
  const shownIds = shown.map((person) => person.id)
  const all = stateOf(selected, shownIds)

  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={narrow}>
      <Stack>
        <TextInput
          label={t('peoplePicker.search')}
          placeholder={t('peoplePicker.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <LoadError title={t('peoplePicker.loadError')} error={error} />
        {!people && !error && <Skeleton h={200} />}
        {people && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('peoplePicker.selected', { selected: selected.length, total: people.length })}
            </Text>
            <ScrollArea.Autosize mah={380} type="auto" viewportProps={{ tabIndex: 0 }}>
              <Table striped highlightOnHover stickyHeader aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('peoplePicker.chooseEveryone')}
                        checked={all.checked}
                        indeterminate={all.indeterminate}
                        disabled={!shown.length}
                        onChange={(event) =>
                          setSelected(withIds(selected, shownIds, event.currentTarget.checked))
                        }
                      />
                    </Table.Th>
                    <Table.Th>{t('peoplePicker.name')}</Table.Th>
                    {columns.map((column) => (
                      <Table.Th key={column.title}>{column.title}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((person) => (
                    <Table.Tr key={person.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('peoplePicker.choosePerson', { name: person.name })}
                          checked={selected.includes(person.id)}
                          onChange={(event) =>
                            setSelected(withIds(selected, [person.id], event.currentTarget.checked))
                          }
                        />
                      </Table.Td>
                      <Table.Td>{person.name}</Table.Td>
                      {columns.map((column) => (
                        <Table.Td key={column.title} style={{ overflowWrap: 'anywhere' }}>
                          {column.value(person) || '—'}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  {!shown.length && (
                    <Table.Tr>
                      <Table.Td colSpan={columns.length + 2}>
                        <Text c="dimmed" size="sm">
                          {people.length ? t('peoplePicker.noMatch') : t('peoplePicker.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('peoplePicker.cancel')}
          </Button>
          <Button disabled={!people} onClick={() => onDone(selected)}>
            {t('peoplePicker.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
