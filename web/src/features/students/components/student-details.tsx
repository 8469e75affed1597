import { STUDENT_DOCUMENT_LABELS, type StudentAttachmentType } from '@campus/core'
import { Card, SimpleGrid, Stack, Text } from '@mantine/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import { PersonHeading } from '@/components/ui/person-heading'
import { formatDate } from '@/lib/format'
import type { useStudent } from '../api/student'

type Student = NonNullable<ReturnType<typeof useStudent>['data']>

/** A student's profile: degree-department, RegNo, AccYear, contacts and the documents on record. */
export function StudentDetails({ student }: { student: Student }) {
  const recorded = Object.keys(student.attachments ?? {})
  return (
    <Card withBorder>
      <Stack gap="md">
        <PersonHeading
          name={student.name}
          userType={student.usertype}
          accountStatus={student.accountStatus}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <LabelledValue
            label="Degree - Department"
            value={[student.degreeName, student.departmentName].filter(Boolean).join(' - ')}
          />
          <LabelledValue label="RegNo" value={student.registerNo} />
          <LabelledValue label="AccYear" value={student.accYear} />
          <LabelledValue label="Semester" value={student.sem} />
          <LabelledValue label="Email" value={student.email} />
          <LabelledValue label="Phone" value={student.phone} />
          <LabelledValue label="Parent phone" value={student.parentPhone} />
          <LabelledValue label="Gender" value={student.gender} />
          <LabelledValue label="Date of birth" value={student.dateofBirth} />
          <LabelledValue label="Blood group" value={student.bloodGroup} />
          <LabelledValue label="Added on" value={formatDate(student.createdOn)} />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Documents on record
          </Text>
          <Text>
            {recorded.length === 0
              ? 'None yet'
              : recorded
                  .map((type) => STUDENT_DOCUMENT_LABELS[type as StudentAttachmentType] ?? type)
                  .join(', ')}
          </Text>
        </div>
      </Stack>
    </Card>
  )
}
