import { Modal, Table } from '@mantine/core'
import type { TemplateRecord } from '../api/templates'
import { NumberedRows } from './numbered-rows'

/** A template's questions, in the order its form asks them. */
export function TemplateViewModal({ template, onClose }: { template: TemplateRecord; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Survey Template: ${template.name}`} size="lg">
      <Table striped withTableBorder aria-label={`Questions of ${template.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>Questions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <NumberedRows items={template.questions} name={(question) => question.question} />
      </Table>
    </Modal>
  )
}
