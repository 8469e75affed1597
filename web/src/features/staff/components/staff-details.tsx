import { PersonDetails } from '@/components/people/person-details'
import { LabelledValue } from '@/components/ui/labelled-value'
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
    <PersonDetails
      person={staff}
      cols={{ base: 1, sm: 2 }}
      details={
        <>
          <LabelledValue label={t('details.department')} value={departments} />
          <LabelledValue label={t('details.specialization')} value={staff.specialization} />
          <LabelledValue label={t('details.email')} value={staff.email} />
          <LabelledValue label={t('details.phone')} value={staff.phone} />
          <LabelledValue label={t('details.gender')} value={staff.gender} />
          <LabelledValue label={t('details.address')} value={address} />
        </>
      }
    />
  )
}
