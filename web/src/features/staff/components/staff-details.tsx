import { Card, SimpleGrid, Stack } from '@mantine/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import { PersonHeading } from '@/components/ui/person-heading'
import type { useStaff } from '../api/staff-profile'

type StaffRecord = NonNullable<ReturnType<typeof useStaff>['data']>

/** The legacy staff-detail fields: name, departments, gender, specialization, address, phone, email. */
export function StaffDetails({ staff }: { staff: StaffRecord }) {
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
          <LabelledValue label="Department" value={departments} />
          <LabelledValue label="Specialization" value={staff.specialization} />
          <LabelledValue label="Email" value={staff.email} />
          <LabelledValue label="Phone" value={staff.phone} />
          <LabelledValue label="Gender" value={staff.gender} />
          <LabelledValue label="Address" value={address} />
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
