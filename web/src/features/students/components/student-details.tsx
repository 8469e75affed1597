import { STUDENT_DOCUMENT_LABELS, type StudentAttachmentType } from '@campus/core'
import { Text } from '@mantine/core'
import { PersonDetails } from '@/components/people/person-details'
import { Labelled, LabelledValue } from '@/components/ui/labelled-value'
import { formatDate } from '@/lib/format'
import type { useStudent } from '../api/student'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Student = NonNullable<ReturnType<typeof useStudent>['data']>

/**
 * A student's profile: degree-department, RegNo, AccYear, contacts and the documents on record. Contacts,
 * birth date and documents come only to those with a reason to see them (docs/adr/0035); absent, each is a dash.
 */
export function StudentDetails({ student }: { student: Student }) {
  const { t } = useStaffTranslation('students')
  const recorded = student.attachments && Object.keys(student.attachments)
  return (
    <PersonDetails
      person={student}
      cols={{ base: 1, sm: 2, md: 3 }}
      details={
        <>
          <LabelledValue
            label={t('details.degreeDepartment')}
            value={[student.degreeName, student.departmentName].filter(Boolean).join(' - ')}
          />
          <LabelledValue label={t('details.regNo')} value={student.registerNo} />
          <LabelledValue label={t('details.accYear')} value={student.accYear} />
          <LabelledValue label={t('details.semester')} value={student.sem} />
          <LabelledValue label={t('details.email')} value={student.email} />
          <LabelledValue label={t('details.phone')} value={student.phone} />
          <LabelledValue label={t('details.parentPhone')} value={student.parentPhone} />
          <LabelledValue label={t('details.gender')} value={student.gender} />
          <LabelledValue label={t('details.dateOfBirth')} value={student.dateofBirth} />
          <LabelledValue label={t('details.bloodGroup')} value={student.bloodGroup} />
          <LabelledValue label={t('details.addedOn')} value={formatDate(student.createdOn)} />
        </>
      }
    >
      <Labelled label={t('details.documents')}>
        <Text>
          {recorded === undefined
            ? '—'
            : recorded.length === 0
              ? t('details.noDocuments')
              : recorded
                  .map((type) => STUDENT_DOCUMENT_LABELS[type as StudentAttachmentType] ?? type)
                  .join(', ')}
        </Text>
      </Labelled>
    </PersonDetails>
  )
}
