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
import { useExportJob } from '@/components/exports/use-export-job'
import { LoadError } from '@/components/ui/load-error'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import {
  buildEvidence,
  checkEvidenceLinks,
  type EvidencePacket,
  evidenceSource,
  type ReportFile,
  type ReportType,
} from '../../api/reports'
import { useTemplates } from '../../api/templates'
import { formatDateTime } from '../../utils/format'
import { formatBytes, nameOfKey } from '../../utils/report-files'
import { FileLink } from './file-links'
import { JobProgress } from './job-status'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The packet's files: the zip of it all, the workbook, and the merged parts the NAAC portal takes. */
function Downloads({ packet }: { packet: EvidencePacket }) {
  const { t } = useStaffTranslation('naacReports')
  /** A download's words, with the file's size in brackets when the server gave it. */
  const sized = (name: string, file: ReportFile) =>
    file.bytes ? t('evidenceReport.sized', { name, size: formatBytes(file.bytes, t) }) : name
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('evidenceReport.downloads')}
      </Title>
      <Group gap="xs">
        {packet.zip && (
          <Button component="a" href={packet.zip.url} download={nameOfKey(packet.zip.fileKey)}>
            {sized(t('evidenceReport.zip'), packet.zip)}
          </Button>
        )}
        {packet.workbook && (
          <Button
            variant="default"
            component="a"
            href={packet.workbook.url}
            download={nameOfKey(packet.workbook.fileKey)}
          >
            {sized(t('evidenceReport.workbook'), packet.workbook)}
          </Button>
        )}
      </Group>
      {packet.parts.length > 0 && (
        <List size="sm" spacing={4} aria-label={t('evidenceReport.parts')}>
          {packet.parts.map((part) => (
            <List.Item key={part.fileKey}>
              <FileLink file={part}>{nameOfKey(part.fileKey)}</FileLink>
              <Text span size="sm" c="dimmed">
                {` ${[
                  part.bytes ? formatBytes(part.bytes, t) : '',
                  t('evidenceReport.documents', { count: part.documents }),
                ]
                  .filter(Boolean)
                  .join(', ')}`}
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
  const { t } = useStaffTranslation('naacReports')
  if (!packet.links.length) return <Text size="sm">{t('evidenceReport.noDocuments')}</Text>
  return (
    <ScrollRegion label={t('evidenceReport.linksLabel')} minWidth={640}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('evidenceReport.department')}</Table.Th>
            <Table.Th>{t('evidenceReport.field')}</Table.Th>
            <Table.Th>{t('evidenceReport.file')}</Table.Th>
            <Table.Th>{t('evidenceReport.link')}</Table.Th>
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
  const { t } = useStaffTranslation('naacReports')
  const checkedOn = t('evidenceReport.checkedOn', { time: formatDateTime(check.checkedOn) })
  if (!(check.brokenCount ?? check.broken.length))
    return (
      <Alert color="teal" title={t('evidenceReport.allOpen', { count: check.checked })} p="xs">
        {checkedOn}
      </Alert>
    )
  return (
    <Alert
      color="red"
      p="xs"
      title={t('evidenceReport.broken', {
        broken: check.brokenCount ?? check.broken.length,
        checked: check.checked,
      })}
    >
      <Stack gap={4}>
        <Text size="sm">{checkedOn}</Text>
        <List size="sm" spacing={4}>
          {check.broken.map((broken) => (
            <List.Item key={broken.linkId} style={{ overflowWrap: 'anywhere' }}>
              {t('evidenceReport.brokenLink', {
                label: broken.label,
                file: broken.fileName,
                problem: broken.problem,
                link: broken.link,
              })}
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
  const { t } = useStaffTranslation('naacReports')
  const evidence = useExportJob(evidenceSource(templateId))
  // Which of the two starts is under way, for its button's spinner.
  const [asked, setAsked] = useState<'build' | 'check'>()
  const busy = evidence.starting ? asked : undefined
  const packet = evidence.job
  const building = packet?.status === 'PROCESSING'
  const checking = Boolean(packet?.checking)

  /** Starts the build or the check; the packet it answers is shown at once and read until it is done. */
  function start(what: 'build' | 'check') {
    setAsked(what)
    void evidence.start(
      () => (what === 'build' ? buildEvidence(templateId) : checkEvidenceLinks(templateId)),
      {
        onError: (error) =>
          notify(
            'error',
            error instanceof ApiError
              ? error.message
              : what === 'build'
                ? t('evidenceReport.buildNotStarted')
                : t('evidenceReport.checkNotStarted'),
          ),
      },
    )
  }

  if (evidence.isLoading) return <Skeleton h={160} />
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <LoadError title={t('evidenceReport.loadError')} error={evidence.error} />
        <Group justify="space-between" gap="sm" align="flex-start">
          <div aria-live="polite">
            <Text size="sm" data-testid="packet-state">
              {!packet
                ? t('evidenceReport.noPacket')
                : packet.status === 'COMPLETED'
                  ? t('evidenceReport.builtOn', {
                      time: formatDateTime(packet.modifiedOn),
                      entries: t('evidenceReport.approvedEntries', { count: packet.entries }),
                      documents: t('evidenceReport.documents', { count: packet.documents }),
                    })
                  : packet.status === 'PROCESSING'
                    ? t('evidenceReport.building')
                    : t('evidenceReport.notBuilt')}
            </Text>
          </div>
          <Group gap="xs">
            <Button loading={busy === 'build'} disabled={building || checking} onClick={() => start('build')}>
              {t('evidenceReport.build')}
            </Button>
            {packet?.status === 'COMPLETED' && (
              <Button variant="default" loading={busy === 'check' || checking} onClick={() => start('check')}>
                {t('evidenceReport.checkLinks')}
              </Button>
            )}
          </Group>
        </Group>
        {building && (
          <JobProgress what={t('evidenceReport.buildProgress')} done={packet.done} total={packet.total} />
        )}
        {packet?.status === 'FAILED' && (
          <Alert color="red" p="xs" title={t('evidenceReport.failed')}>
            {packet.reason ?? t('evidenceReport.tryAgain')}
          </Alert>
        )}
        {packet?.status === 'COMPLETED' && (
          <>
            <div aria-live="polite">
              {checking ? (
                <Text size="sm">{t('evidenceReport.checking')}</Text>
              ) : (
                packet.check && <CheckResult check={packet.check} />
              )}
            </div>
            <Downloads packet={packet} />
            <Stack gap="xs">
              <Title order={3} size="h6">
                {t('evidenceReport.links', { number: packet.links.length })}
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
  const { t } = useStaffTranslation('naacReports')
  const templates = useTemplates(type)
  const [templateId, setTemplateId] = useState<string | null>(null)
  const chosen = templates.data?.find((template) => template.id === templateId)
  return (
    <Stack>
      <Select
        label={t('evidenceReport.template')}
        w={{ base: '100%', sm: 480 }}
        searchable
        allowDeselect={false}
        placeholder={templates.isLoading ? t('evidenceReport.loading') : t('evidenceReport.placeholder')}
        nothingFoundMessage={t('evidenceReport.nothingFound')}
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
        <Text c="dimmed">{t('evidenceReport.chooseTemplate')}</Text>
      )}
    </Stack>
  )
}
