import { Anchor, Button, CopyButton, Group } from '@mantine/core'
import { Labelled } from '@/components/ui/labelled-value'
import { publicLinkOf } from '../paths'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The announcement's public link (`/m/{key}`, what the SMS carries), with a button that copies it: anyone with
 * it reads the title, message and attachment without signing in.
 */
export function PublicLink({ randomKey }: { randomKey: string }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const link = publicLinkOf(randomKey)
  return (
    <Labelled label={t('publicLink.label')}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Anchor href={link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Anchor>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" color={copied ? 'teal.9' : undefined} onClick={copy}>
              {copied ? t('publicLink.copied') : t('publicLink.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Labelled>
  )
}
