import { Anchor, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type Material, useSubjectMaterials } from '../api/materials'
import { useStudentSubjects } from '../api/subjects'
import { FilePreviewModal, previewable } from '../components/file-preview'
import { readsAsStudent } from '../utils/access'
import { typeLabel } from '../utils/materials'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Previewed = { title: string; file: NonNullable<Material['file']> & { previewUrl: string } }

/** One material as a student reads it: what it is, who added it, its note, and Preview, Download, Open link. */
function MaterialCard({
  material,
  onPreview,
}: {
  material: Material
  onPreview: (shown: Previewed) => void
}) {
  const { t } = useStaffTranslation('coursematerial')
  const { file, link } = material
  return (
    <Card withBorder padding="sm" component="article" aria-label={material.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {material.title}
          </Title>
          <Badge variant="light">{typeLabel(material.courseMaterialType, t)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('student.byline', { subjectName: material.subjectName, staff: material.createdByStaff })}
        </Text>
        {material.description && (
          <TypedText size="sm">
            <Text span fw={600}>
              {t('student.note')}{' '}
            </Text>
            {material.description}
          </TypedText>
        )}
        <Group gap="xs" wrap="wrap">
          {previewable(file) && (
            <Button size="xs" onClick={() => onPreview({ title: material.title, file })}>
              {t('student.preview')}
            </Button>
          )}
          {file && (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={file.url}
              aria-label={t('student.downloadLabel', { fileName: file.fileName })}
            >
              {t('student.download')}
            </Button>
          )}
          {link && (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
              {t('openLink')}
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
  const { t } = useStaffTranslation('coursematerial')
  const subjects = useStudentSubjects(user.id)
  const [subjectId, setSubjectId] = useState<string | null>(null)
  const materials = useSubjectMaterials(subjectId ?? undefined)
  const [previewed, setPreviewed] = useState<Previewed>()
  return (
    <>
      <Select
        label={t('student.subject')}
        searchable
        data={(subjects.data ?? []).map((subject) => ({
          value: subject.regSubId,
          label: subject.subjectName,
        }))}
        value={subjectId}
        onChange={setSubjectId}
        placeholder={subjects.isLoading ? t('student.loadingSubjects') : t('student.chooseSubject')}
        nothingFoundMessage={t('student.noSubjectFound')}
        maw={480}
      />
      <LoadError title={t('student.subjectsNotLoaded')} error={subjects.error} />
      {subjectId && (
        <>
          <LoadError title={t('materialsNotLoaded')} error={materials.error} />
          {materials.isLoading && <Skeleton h={160} />}
          {materials.data?.length === 0 && <Text c="dimmed">{t('noData')}</Text>}
          <Stack aria-label={t('student.materials')} component="section">
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
  const { t } = useStaffTranslation('coursematerial')
  return (
    <GatedPage title={t('student.title')} allows={readsAsStudent} refusal={t('student.refusal')}>
      {(user) => <StudentMaterials user={user} />}
    </GatedPage>
  )
}
