import { Modal, SimpleGrid } from '@mantine/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import { yearLabel } from '@/lib/academics'
import type { AcademicYear } from '../api/academic-years'

/** An academic year's details, read-only. */
export function AcademicYearDetailsModal({ year, onClose }: { year: AcademicYear; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Academic Year ${yearLabel(year)}`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LabelledValue label="Start Year" value={year.startYear} />
        <LabelledValue label="End Year" value={year.endYear} />
        <LabelledValue label="Regulation" value={year.regulation} />
        <LabelledValue label="Type" value={year.type} />
        <LabelledValue label="No. Of Years" value={year.noOfYears} />
        <LabelledValue label="Current Year" value={year.currentYear} />
        <LabelledValue label="Current Sem" value={year.currentSem} />
        <LabelledValue label="Status" value={year.inactive === 'YES' ? 'Inactive' : 'Active'} />
        <LabelledValue label="Forenoon End Time" value={year.sessionTime?.fnTime} />
        <LabelledValue label="Afternoon End Time" value={year.sessionTime?.anTime} />
      </SimpleGrid>
    </Modal>
  )
}
