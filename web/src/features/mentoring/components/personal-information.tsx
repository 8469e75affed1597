import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { useStudentProfile } from '../api/students'
import { TitledCard } from './titled-card'

/** Personal Information: the student's name, e-mail, register number, gender, phone and date of birth. */
export function PersonalInformation({ studentId }: { studentId: string }) {
  const { t } = useStaffTranslation('mentoring')
  const student = useStudentProfile(studentId)
  const fields = student.data
    ? ([
        [t('profile.name'), student.data.name],
        [t('profile.email'), student.data.email],
        [t('profile.registerNo'), student.data.registerNo],
        [t('profile.gender'), student.data.gender],
        [t('profile.phone'), student.data.phone],
        [t('profile.dob'), student.data.dateofBirth],
      ] as const)
    : []
  return (
    <TitledCard id="personal-information" title={t('profile.personal')}>
      <LoadError title={t('profile.loadError')} error={student.error} />
      {student.isLoading && <Skeleton h={80} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {fields.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text>{value || '---'}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </TitledCard>
  )
}
