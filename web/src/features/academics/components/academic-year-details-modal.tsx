import { Modal, SimpleGrid } from '@mantine/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import { yearLabel } from '@/lib/academics'
import type { AcademicYear } from '../api/academic-years'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** An academic year's details, read-only. */
export function AcademicYearDetailsModal({ year, onClose }: { year: AcademicYear; onClose: () => void }) {
  const { t } = useStaffTranslation('academics')
  return (
    <Modal opened onClose={onClose} title={t('yearDetails.title', { year: yearLabel(year) })}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LabelledValue label={t('year.startYear')} value={year.startYear} />
        <LabelledValue label={t('year.endYear')} value={year.endYear} />
        <LabelledValue label={t('year.regulation')} value={year.regulation} />
        <LabelledValue label={t('year.type')} value={year.type} />
        <LabelledValue label={t('year.noOfYears')} value={year.noOfYears} />
        <LabelledValue label={t('year.currentYear')} value={year.currentYear} />
        <LabelledValue label={t('year.currentSem')} value={year.currentSem} />
        <LabelledValue
          label={t('year.status')}
          value={year.inactive === 'YES' ? t('year.inactive') : t('year.active')}
        />
        <LabelledValue label={t('year.fnEndTime')} value={year.sessionTime?.fnTime} />
        <LabelledValue label={t('year.anEndTime')} value={year.sessionTime?.anTime} />
      </SimpleGrid>
    </Modal>
  )
}
