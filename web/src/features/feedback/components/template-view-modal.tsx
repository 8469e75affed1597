import { Modal, Table } from '@mantine/core'
import type { TemplateRecord } from '../api/templates'
import { NumberedRows } from './numbered-rows'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A template's questions, in the order its form asks them. */
export function TemplateViewModal({ template, onClose }: { template: TemplateRecord; onClose: () => void }) {
  const { t } = useStaffTranslation('feedback')
  return (
    <Modal opened onClose={onClose} title={t('templateView.title', { name: template.name })} size="lg">
      <Table striped withTableBorder aria-label={t('templateView.tableLabel', { name: template.name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>{t('templateView.questions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <NumberedRows items={template.questions} name={(question) => question.question} />
      </Table>
    </Modal>
  )
}
