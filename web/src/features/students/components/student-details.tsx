import type { StudentAttachmentType } from '@campus/core'
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { RoleBadge } from '@/components/ui/role-badge'
import { formatDate } from '@/lib/format'
import type { useStudent } from '../api/student'

type Student = NonNullable<ReturnType<typeof useStudent>['data']>

function Field({ label, value }: { label: string; value: string | number | undefined }) {
  const shown = value === undefined || String(value).trim() === '' ? '—' : String(value)
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{shown}</Text>
    </div>
  )
}

const ATTACHMENT_LABELS: Record<StudentAttachmentType, string> = {
  sslc: 'SSLC mark sheet',
  hsc: 'HSC mark sheet',
  community: 'Community certificate',
  tc: 'Transfer certificate',
  profilePic: 'Photo',
  nativeFront: 'Address proof (front)',
  nativeBack: 'Address proof (back)',
  others: 'Other documents',
}

/** A student's profile: degree-department, RegNo, AccYear, contacts and the documents on record. */
export function StudentDetails({ student }: { student: Student }) {
  const recorded = Object.keys(student.attachments ?? {})
  return (
    <Card withBorder>
      <Stack gap="md">
        <Group gap="sm">
          <Title order={1} size="h2">
            {student.name}
          </Title>
          <RoleBadge userType={student.usertype} />
          {student.accountStatus === 'DISABLE' && <Text c="red">Disabled</Text>}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field
            label="Degree - Department"
            value={[student.degreeName, student.departmentName].filter(Boolean).join(' - ')}
          />
          <Field label="RegNo" value={student.registerNo} />
          <Field label="AccYear" value={student.accYear} />
          <Field label="Semester" value={student.sem} />
          <Field label="Email" value={student.email} />
          <Field label="Phone" value={student.phone} />
          <Field label="Parent phone" value={student.parentPhone} />
          <Field label="Gender" value={student.gender} />
          <Field label="Date of birth" value={student.dateofBirth} />
          <Field label="Blood group" value={student.bloodGroup} />
          <Field label="Added on" value={formatDate(student.createdOn)} />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Documents on record
          </Text>
          <Text>
            {recorded.length === 0
              ? 'None yet'
              : recorded.map((type) => ATTACHMENT_LABELS[type as StudentAttachmentType] ?? type).join(', ')}
          </Text>
        </div>
      </Stack>
    </Card>
  )
}
