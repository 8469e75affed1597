import { isEnteredField, type NaacEntryView } from '@campus/core'
import { Table, Text } from '@mantine/core'
import { FileLink } from '@/components/files/file-link'
import { fileLabelOf } from '../utils/files'
import { entryTextOf, formFieldsOf } from '../utils/form-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * An entry's values, label : value, for every field a person enters (all types, unlike the legacy screen,
 * which hid textarea, number and select), under the form's headings; a file as its link, or `----`.
 */
export function EntryValues({ entry }: { entry: NaacEntryView }) {
  const { t } = useStaffTranslation('naac')
  const fields = formFieldsOf(entry.fieldValues).filter((field) => field.type !== 'hidden')
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('entryValues.label')}>
      <Table.Tbody>
        {fields.map((field) => {
          const value = entry.fieldValues[field.key]
          if (!isEnteredField(field))
            return (
              <Table.Tr key={field.key}>
                <Table.Th colSpan={2} scope="colgroup" bg="gray.1">
                  {field.label}
                </Table.Th>
              </Table.Tr>
            )
          return (
            <Table.Tr key={field.key}>
              <Table.Th scope="row" w={{ base: '40%', sm: 280 }} style={{ overflowWrap: 'anywhere' }}>
                {field.label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {field.type === 'file' ? (
                  value?.fileKey ? (
                    <FileLink href={value.url}>{fileLabelOf({ fileKey: value.fileKey })}</FileLink>
                  ) : (
                    '----'
                  )
                ) : entryTextOf(value) ? (
                  <Text span style={{ whiteSpace: 'pre-wrap' }}>
                    {entryTextOf(value)}
                  </Text>
                ) : (
                  <Text span c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
