import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import {
  type MergePlace,
  type MergeRequest,
  type ReportTemplate,
  startMerge,
  useMerge,
} from '../../api/reports'
import { useFacultyDepartmentsOf } from '../../api/structure'
import { useForm } from '../../api/templates'
import { formatDateTime } from '../../utils/format'
import { FileLine } from './file-links'
import { JobProgress, JobStatusBadge } from './job-status'
import { MERGE_PROBLEM } from './merge-all-button'

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
  const merge = useMerge(templateId, place)
  const [asking, setAsking] = useState(false)
  const request = merge.data
  const running = request?.status === 'PROCESSING'

  async function ask() {
    setAsking(true)
    try {
      await merge.mutate(await startMerge(templateId, place), { revalidate: false })
      notify('success', 'Request Sent Successfully')
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        notify('info', error.message)
        await merge.mutate()
      } else notify('error', MERGE_PROBLEM)
    } finally {
      setAsking(false)
    }
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" align="center">
        <Group gap="md">
          <Group gap={6}>
            <Text size="sm" fw={500}>
              Status :
            </Text>
            {merge.isLoading ? (
              <Skeleton h={18} w={80} />
            ) : request ? (
              <JobStatusBadge status={request.status} />
            ) : (
              <Text size="sm" c="dimmed">
                Not merged yet
              </Text>
            )}
          </Group>
          <Text size="sm">
            <Text span fw={500}>
              Merged On :{' '}
            </Text>
            {request?.status === 'COMPLETED' ? formatDateTime(request.modifiedOn) : '------'}
          </Text>
        </Group>
        <Button
          size="compact-sm"
          variant="light"
          loading={asking}
          disabled={running}
          aria-label={`Merge request: ${placeName}`}
          onClick={() => void ask()}
        >
          Merge request
        </Button>
      </Group>
      <LoadError title="The merge did not load" error={merge.error} />
      <div aria-live="polite">
        {running && (
          <JobProgress what={`Merging ${placeName}'s files`} done={request.done} total={request.total} />
        )}
        {request?.status === 'FAILED' && (
          <Alert color="red" p="xs" title="The merge failed">
            {request.reason ?? 'Ask for it again.'}
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
                {`Not merged: ${skipped.fileName} (${skipped.reason})`}
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
  const form = useForm(template.id)
  const departments = useFacultyDepartmentsOf(facultyId)
  const fields: FileField[] = Object.entries(form.data?.fields ?? {})
    .filter(([, field]) => field.type === 'file')
    .map(([key, field]) => ({ key, label: field.label }))

  return (
    <Modal opened onClose={onClose} title="Consolidated attachment" size="xl">
      <Stack>
        <Stack gap={2}>
          <Text fw={600}>{template.title}</Text>
          {template.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {template.description}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            Attachments are merged every night from 8 PM; a merge request merges them now.
          </Text>
        </Stack>
        <LoadError title="The form did not load" error={form.error ?? departments.error} />
        {form.isLoading || departments.isLoading ? (
          <Skeleton h={200} />
        ) : !fields.length ? (
          <Text c="dimmed">This template&apos;s form has no file fields: there is nothing to merge.</Text>
        ) : (
          <>
            <Paper withBorder p="sm">
              <Title order={3} size="h5" mb="xs">
                {`Faculty-wise consolidated attachment (${facultyName})`}
              </Title>
              <MergeBlock
                templateId={template.id}
                place={{ facultyId }}
                placeName={facultyName}
                fields={fields}
              />
            </Paper>
            <Title order={3} size="h5">
              {`Department-wise consolidated attachment (${facultyName})`}
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
            {departments.data?.length === 0 && <Text c="dimmed">This faculty has no departments.</Text>}
          </>
        )}
      </Stack>
    </Modal>
  )
}
