import { Card, SimpleGrid, Stack } from '@mantine/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import { PersonHeading } from '@/components/ui/person-heading'
import type { useStaff } from '../api/staff-profile'
import { useStaffTranslation } from '@/lib/i18n/staff'

type StaffRecord = NonNullable<ReturnType<typeof useStaff>['data']>

/** The legacy staff-detail fields: name, departments, gender, specialization, address, phone, email. */
export function StaffDetails({ staff }: { staff: StaffRecord }) {
  const { t } = useStaffTranslation('staff')
  const departments = staff.departments
    .map((department) => [department.degreeName, department.departmentName].filter(Boolean).join(' - '))
    .join('; ')
  const address = [staff.addressline1, staff.addressline2, staff.city, staff.state, staff.pin]
    .filter(Boolean)
    .join(', ')
  return (
    <Card withBorder>
      <Stack gap="md">
        <PersonHeading name={staff.name} userType={staff.usertype} accountStatus={staff.accountStatus} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabelledValue label={t('details.department')} value={departments} />
          <LabelledValue label={t('details.specialization')} value={staff.specialization} />
          <LabelledValue label={t('details.email')} value={staff.email} />
          <LabelledValue label={t('details.phone')} value={staff.phone} />
          <LabelledValue label={t('details.gender')} value={staff.gender} />
          <LabelledValue label={t('details.address')} value={address} />
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
