import { Text } from '@mantine/core'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What a survey report says when nobody has answered what it covers: the legacy wording. */
export function NoReport() {
  const { t } = useStaffTranslation('feedback')
  return <Text>{t('noReport')}</Text>
}
