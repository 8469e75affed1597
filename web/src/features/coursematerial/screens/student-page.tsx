import { Anchor, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type Material, useSubjectMaterials } from '../api/materials'
import { useStudentSubjects } from '../api/subjects'
import { FilePreviewModal, previewable } from '../components/file-preview'
import { NO_DATA } from '../components/material-cards'
import { readsAsStudent } from '../utils/access'
import { typeLabel } from '../utils/materials'

type Previewed = { title: string; file: NonNullable<Material['file']> & { previewUrl: string } }

/** One material as a student reads it: what it is, who added it, its note, and Preview, Download, Open link. */
function MaterialCard({
  material,
  onPreview,
}: {
  material: Material
  onPreview: (shown: Previewed) => void
}) {
  const { file, link } = material
  return (
    <Card withBorder padding="sm" component="article" aria-label={material.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {material.title}
          </Title>
          <Badge variant="light">{typeLabel(material.courseMaterialType)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {material.subjectName} - {material.createdByStaff}
        </Text>
        {material.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              Note:{' '}
            </Text>
            {material.description}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {previewable(file) && (
            <Button size="xs" onClick={() => onPreview({ title: material.title, file })}>
              Preview
            </Button>
          )}
          {file && (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={file.url}
              aria-label={`Download ${file.fileName}`}
            >
              Download
            </Button>
          )}
          {link && (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
              Open link
            </Anchor>
          )}
        </Group>
        {file && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file.fileName}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** The subjects the student takes, then the chosen one's materials, newest first. */
function StudentMaterials({ user }: { user: CurrentUserRecord }) {
  const subjects = useStudentSubjects(user.id)
  const [subjectId, setSubjectId] = useState<string | null>(null)
  const materials = useSubjectMaterials(subjectId ?? undefined)
  const [previewed, setPreviewed] = useState<Previewed>()
  return (
    <>
      <Select
        label="Subject"
        searchable
        data={(subjects.data ?? []).map((subject) => ({
          value: subject.regSubId,
          label: subject.subjectName,
        }))}
        value={subjectId}
        onChange={setSubjectId}
        placeholder={subjects.isLoading ? 'Loading your subjects…' : 'Choose a subject'}
        nothingFoundMessage="No subject of that name"
        maw={480}
      />
      <LoadError title="Your subjects did not load" error={subjects.error} />
      {subjectId && (
        <>
          <LoadError title="The materials did not load" error={materials.error} />
          {materials.isLoading && <Skeleton h={160} />}
          {materials.data?.length === 0 && <Text c="dimmed">{NO_DATA}</Text>}
          <Stack aria-label="Materials" component="section">
            {materials.data?.map((material) => (
              <MaterialCard key={material.id} material={material} onPreview={setPreviewed} />
            ))}
          </Stack>
        </>
      )}
      {previewed && (
        <FilePreviewModal
          title={previewed.title}
          file={previewed.file}
          onClose={() => setPreviewed(undefined)}
        />
      )}
    </>
  )
}

/** coursematerial/studentCourseMaterial: a student's subjects and their materials. */
export function Component() {
  return (
    <GatedPage
      title="Course Material"
      allows={readsAsStudent}
      refusal="This page is for students: staff find course material under My Subject and Staff Subject."
    >
      {(user) => <StudentMaterials user={user} />}
    </GatedPage>
  )
}
