import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import {
  buildEvidence,
  checkEvidenceLinks,
  type EvidencePacket,
  type ReportFile,
  type ReportType,
  useEvidence,
} from '../../api/reports'
import { useTemplates } from '../../api/templates'
import { formatDateTime } from '../../utils/format'
import { formatBytes, nameOfKey } from '../../utils/report-files'
import { FileLink } from './file-links'
import { JobProgress } from './job-status'

/** A file's size in brackets, when the server gave it. */
const sizeOf = (file: ReportFile) => (file.bytes ? ` (${formatBytes(file.bytes)})` : '')

/** The packet's files: the zip of it all, the workbook, and the merged parts the NAAC portal takes. */
function Downloads({ packet }: { packet: EvidencePacket }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        Downloads
      </Title>
      <Group gap="xs">
        {packet.zip && (
          <Button component="a" href={packet.zip.url} download={nameOfKey(packet.zip.fileKey)}>
            {`Zip of the packet${sizeOf(packet.zip)}`}
          </Button>
        )}
        {packet.workbook && (
          <Button
            variant="default"
            component="a"
            href={packet.workbook.url}
            download={nameOfKey(packet.workbook.fileKey)}
          >
            {`Workbook${sizeOf(packet.workbook)}`}
          </Button>
        )}
      </Group>
      {packet.parts.length > 0 && (
        <List size="sm" spacing={4} aria-label="Merged parts, at most 5 MB each">
          {packet.parts.map((part) => (
            <List.Item key={part.fileKey}>
              <FileLink file={part}>{nameOfKey(part.fileKey)}</FileLink>
              <Text span size="sm" c="dimmed">
                {` ${[part.bytes ? formatBytes(part.bytes) : '', `${part.documents} ${part.documents === 1 ? 'document' : 'documents'}`].filter(Boolean).join(', ')}`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}

/** Every document's stable link, as the workbook carries it. */
function Links({ packet }: { packet: EvidencePacket }) {
  if (!packet.links.length) return <Text size="sm">The packet has no documents.</Text>
  return (
    <ScrollRegion label="Document links" minWidth={640}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Department</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th>Link</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {packet.links.map((link) => (
            <Table.Tr key={link.linkId}>
              <Table.Td>{link.facultyDeptName}</Table.Td>
              <Table.Td>{link.label}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{link.fileName}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Anchor href={link.link} target="_blank" rel="noopener noreferrer" size="sm">
                  {link.link}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  )
}

/** The last check of the packet's links: all open, or which are broken and why. */
function CheckResult({ check }: { check: NonNullable<EvidencePacket['check']> }) {
  if (!(check.brokenCount ?? check.broken.length))
    return (
      <Alert
        color="teal"
        title={check.checked === 1 ? 'The 1 link opens' : `All ${check.checked} links open`}
        p="xs"
      >
        {`Checked on ${formatDateTime(check.checkedOn)}.`}
      </Alert>
    )
  return (
    <Alert
      color="red"
      p="xs"
      title={`${check.brokenCount ?? check.broken.length} of ${check.checked} links are broken`}
    >
      <Stack gap={4}>
        <Text size="sm">{`Checked on ${formatDateTime(check.checkedOn)}.`}</Text>
        <List size="sm" spacing={4}>
          {check.broken.map((broken) => (
            <List.Item key={broken.linkId} style={{ overflowWrap: 'anywhere' }}>
              {`${broken.label}: ${broken.fileName}: ${broken.problem} (${broken.link})`}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  )
}

/**
 * One template's evidence packet: how far its build is (read every two seconds while it runs), Build packet,
 * its downloads and links, and Check links with what the check found.
 */
function Packet({ templateId }: { templateId: string }) {
  const evidence = useEvidence(templateId)
  const [busy, setBusy] = useState<'build' | 'check'>()
  const packet = evidence.data
  const building = packet?.status === 'PROCESSING'
  const checking = Boolean(packet?.checking)

  /** Starts the build or the check; the packet it answers is shown at once and read until it is done. */
  async function start(what: 'build' | 'check') {
    setBusy(what)
    try {
      const started =
        what === 'build' ? await buildEvidence(templateId) : await checkEvidenceLinks(templateId)
      await evidence.mutate(started, { revalidate: false })
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError
          ? error.message
          : `The ${what === 'build' ? 'packet' : 'check'} did not start. Try again.`,
      )
      await evidence.mutate()
    } finally {
      setBusy(undefined)
    }
  }

  if (evidence.isLoading) return <Skeleton h={160} />
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <LoadError title="The packet did not load" error={evidence.error} />
        <Group justify="space-between" gap="sm" align="flex-start">
          <div aria-live="polite">
            <Text size="sm" data-testid="packet-state">
              {!packet
                ? 'No packet built yet.'
                : packet.status === 'COMPLETED'
                  ? `Built on ${formatDateTime(packet.modifiedOn)}: ${packet.entries} approved ${packet.entries === 1 ? 'entry' : 'entries'}, ${packet.documents} ${packet.documents === 1 ? 'document' : 'documents'}.`
                  : packet.status === 'PROCESSING'
                    ? 'Building the packet…'
                    : 'The packet was not built.'}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              loading={busy === 'build'}
              disabled={building || checking}
              onClick={() => void start('build')}
            >
              Build packet
            </Button>
            {packet?.status === 'COMPLETED' && (
              <Button
                variant="default"
                loading={busy === 'check' || checking}
                onClick={() => void start('check')}
              >
                Check links
              </Button>
            )}
          </Group>
        </Group>
        {building && <JobProgress what="Building the packet" done={packet.done} total={packet.total} />}
        {packet?.status === 'FAILED' && (
          <Alert color="red" p="xs" title="The packet was not built">
            {packet.reason ?? 'Try again in a moment.'}
          </Alert>
        )}
        {packet?.status === 'COMPLETED' && (
          <>
            <div aria-live="polite">
              {checking ? (
                <Text size="sm">Checking the links…</Text>
              ) : (
                packet.check && <CheckResult check={packet.check} />
              )}
            </div>
            <Downloads packet={packet} />
            <Stack gap="xs">
              <Title order={3} size="h6">
                {`Document links (${packet.links.length})`}
              </Title>
              <Links packet={packet} />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  )
}

/**
 * Evidence: a template's packet for the NAAC portal (its approved entries as a workbook with a stable link
 * per document, the documents merged into parts of at most 5 MB, and one zip of it all).
 */
export function EvidenceReport({ type }: { type: ReportType }) {
  const templates = useTemplates(type)
  const [templateId, setTemplateId] = useState<string | null>(null)
  const chosen = templates.data?.find((template) => template.id === templateId)
  return (
    <Stack>
      <Select
        label="Template"
        w={{ base: '100%', sm: 480 }}
        searchable
        allowDeselect={false}
        placeholder={templates.isLoading ? 'Loading templates…' : 'Choose a template'}
        nothingFoundMessage="No template of that name"
        data={(templates.data ?? []).map((template) => ({
          value: template.id,
          label: `${template.subCriteria} ${template.title}`,
        }))}
        value={chosen ? templateId : null}
        error={templates.error?.message}
        onChange={setTemplateId}
      />
      {chosen ? (
        <Packet key={chosen.id} templateId={chosen.id} />
      ) : (
        <Text c="dimmed">Choose a template to build or download its evidence packet.</Text>
      )}
    </Stack>
  )
}
