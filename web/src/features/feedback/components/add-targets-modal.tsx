import type { SurveyDetail } from '@campus/core'
import { Modal, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormActions } from '@/components/ui/form-actions'
import type { CurrentUserRecord } from '@/lib/current-user'
import type { AddTargets } from '../hooks/use-add-targets'
import { FailureAlert } from '@/components/form/failure-alert'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What either add-targets dialog (groups, subjects) is opened with. */
export interface AddTargetsDialogProps {
  survey: SurveyDetail
  user: CurrentUserRecord
  onClose: () => void
  onAdded: (survey: SurveyDetail) => void
}

/**
 * The dialog both ways of adding targets share: the pickers it is given, then why nothing was added when no
 * checkbox list is there to show it, then Cancel and the submit button.
 */
export function AddTargetsModal({
  action,
  adding,
  listed,
  onClose,
  children,
}: {
  /** The dialog's title and its submit button's label, such as "Add groups". */
  action: string
  adding: Pick<AddTargets, 'error' | 'saving' | 'save'>
  /** Whether a checkbox list is shown, which then shows the error itself. */
  listed: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useStaffTranslation('feedback')
  return (
    <Modal opened onClose={onClose} title={action} size="lg">
      <form onSubmit={(submitted) => void adding.save(submitted)} noValidate>
        <Stack>
          {children}
          <FailureAlert title={t('targets.notAdded')} failure={listed ? undefined : adding.error} />
          <FormActions onCancel={onClose} saving={adding.saving}>
            {action}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
