import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useExportJob } from '@/components/exports/use-export-job'
import { LoadError } from '@/components/ui/load-error'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import {
  type MergePlace,
  type MergeRequest,
  mergeSource,
  type ReportTemplate,
  startMerge,
} from '../../api/reports'
import { useFacultyDepartmentsOf } from '../../api/structure'
import { useForm } from '../../api/templates'
import { formatDateTime } from '../../utils/format'
import { FileLine } from './file-links'
import { JobProgress, JobStatusBadge } from './job-status'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A file field of the template's form: the merges' files are grouped by it. */
interface FileField {
  key: string
  label: string
}

/** One merge's files of a file field: by the field's key, or its label in a request made before keys were kept. */
const filesOf = (request: MergeRequest | null | undefined, field: FileField) =>
  request?.attachment.find((group) => group.fieldKey === field.key) ??
  request?.attachment.find((group) => group.fileName === field.label)

/**
 * One place's merge of the template (the faculty's, or a faculty department's): its state and when it last
 * merged, "Merge request" (disabled while one runs), and each file field's merged files, with the files that
 * could not be merged and why.
 */
function MergeBlock({
  templateId,
  place,
  placeName,
  fields,
}: {
  templateId: string
  place: MergePlace
  placeName: string
  fields: readonly FileField[]
}) {
  const { t } = useStaffTranslation('naacReports')
  const merge = useExportJob(mergeSource(templateId, place))
  const request = merge.job

  // A 409 (a merge already running) is news: the block then shows that one.
  const ask = () =>
    void merge.start(() => startMerge(templateId, place), {
      onSuccess: () => notify('success', t('consolidatedModal.requestSent')),
      onError: (error) =>
        error instanceof ApiError && error.status === 409
          ? notify('info', error.message)
          : notify('error', t('mergeAll.problem')),
    })

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" align="center">
        <Group gap="md">
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {t('consolidatedModal.status')}
            </Text>
            {merge.isLoading ? (
              <Skeleton h={18} w={80} />
            ) : request ? (
              <JobStatusBadge status={request.status} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('consolidatedModal.notMerged')}
              </Text>
            )}
          </Group>
          <Text size="sm">
            <Text span fw={500}>
              {t('consolidatedModal.mergedOn')}{' '}
            </Text>
            {request?.status === 'COMPLETED' ? formatDateTime(request.modifiedOn) : '------'}
          </Text>
        </Group>
        <Button
          size="compact-sm"
          variant="light"
          loading={merge.starting}
          disabled={merge.running}
          aria-label={t('consolidatedModal.mergeRequestFor', { place: placeName })}
          onClick={ask}
        >
          {t('consolidatedModal.mergeRequest')}
        </Button>
      </Group>
      <LoadError title={t('consolidatedModal.loadError')} error={merge.error} />
      <div aria-live="polite">
        {request?.status === 'PROCESSING' && (
          <JobProgress
            what={t('consolidatedModal.merging', { place: placeName })}
            done={request.done}
            total={request.total}
            lastProgressOn={request.modifiedOn}
          />
        )}
        {request?.status === 'FAILED' && (
          <Alert color="red" p="xs" title={t('consolidatedModal.failed')}>
            {request.reason ?? t('consolidatedModal.askAgain')}
          </Alert>
        )}
      </div>
      {fields.map((field) => {
        const group = filesOf(request, field)
        return (
          <Stack key={field.key} gap={2}>
            <FileLine label={field.label} files={group?.files ?? []} />
            {group?.skipped.map((skipped) => (
              <Text key={skipped.fileName} size="xs" c="dimmed" pl="md">
                {t('consolidatedModal.skipped', { file: skipped.fileName, reason: skipped.reason })}
              </Text>
            ))}
          </Stack>
        )
      })}
    </Stack>
  )
}

/**
 * "Consolidated attachment" of a template in a faculty (legacy-client 3.1's Download Consolidated Attachment
 * and View Files popups): the faculty's merged files, then each faculty department's merge with its own
 * "Merge request", a line per file field of the form.
 */
export function ConsolidatedModal({
  template,
  facultyId,
  facultyName,
  onClose,
}: {
  template: ReportTemplate
  facultyId: string
  facultyName: string
  onClose: () => void
}) {
  const { t } = useStaffTranslation('naacReports')
  const form = useForm(template.id)
  const departments = useFacultyDepartmentsOf(facultyId)
  const fields: FileField[] = Object.entries(form.data?.fields ?? {})
    .filter(([, field]) => field.type === 'file')
    .map(([key, field]) => ({ key, label: field.label }))

  return (
    <Modal opened onClose={onClose} title={t('consolidatedModal.title')} size="xl">
      <Stack>
        <Stack gap={2}>
          <Text fw={600}>{template.title}</Text>
          {template.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {template.description}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('consolidatedModal.nightly')}
          </Text>
        </Stack>
        <LoadError title={t('consolidatedModal.formLoadError')} error={form.error ?? departments.error} />
        {form.isLoading || departments.isLoading ? (
          <Skeleton h={200} />
        ) : !fields.length ? (
          <Text c="dimmed">{t('consolidatedModal.noFileFields')}</Text>
        ) : (
          <>
            <Paper withBorder p="sm">
              <Title order={3} size="h5" mb="xs">
                {t('consolidatedModal.facultyWise', { faculty: facultyName })}
              </Title>
              <MergeBlock
                templateId={template.id}
                place={{ facultyId }}
                placeName={facultyName}
                fields={fields}
              />
            </Paper>
            <Title order={3} size="h5">
              {t('consolidatedModal.departmentWise', { faculty: facultyName })}
            </Title>
            {(departments.data ?? []).map((department) => (
              <Paper withBorder p="sm" key={department.id}>
                <Title order={4} size="h6" mb="xs">
                  {department.name}
                </Title>
                <MergeBlock
                  templateId={template.id}
                  place={{ facultyDeptId: department.id }}
                  placeName={department.name}
                  fields={fields}
                />
              </Paper>
            ))}
            {departments.data?.length === 0 && <Text c="dimmed">{t('consolidatedModal.noDepartments')}</Text>}
          </>
        )}
      </Stack>
    </Modal>
  )
}
