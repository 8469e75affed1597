import { Button, Group, NumberInput, Paper, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { mutate } from 'swr'
import { FailureAlert } from '@/components/form/failure-alert'
import { useFormSave } from '@/components/form/use-form-save'
import { type SmsQuota, smsQuotaKey } from '@/components/sms/sms-quota'
import { SmsQuotaFigures } from '@/components/sms/sms-quota-figures'
import { setQuota } from '../api/quota'
import { QUOTA_MAX, quotaProblem } from '../utils/quota-input'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The quota's figures, and the total an administrator sets; Available is what is left of it. */
export function QuotaForm({ quota }: { quota: SmsQuota }) {
  const { t } = useStaffTranslation('sms')
  const form = useFormSave()
  const [value, setValue] = useState<number | string>(quota.cAvailable)
  const [problem, setProblem] = useState<string>()

  async function save(event: FormEvent) {
    form.start(event)
    const found = quotaProblem(value, quota.totalSent, t)
    setProblem(found)
    if (found || typeof value !== 'number') return
    await form.send(() => setQuota(value), {
      success: t('quota.saved'),
      onSaved: (saved) => mutate(smsQuotaKey, saved, { revalidate: false }),
    })
  }

  return (
    <Stack>
      <SmsQuotaFigures quota={quota} testId="quota-figures" />
      <Paper withBorder p="md" component="form" onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <NumberInput
            label={t('quota.total')}
            description={t('quota.totalDescription')}
            required
            min={quota.totalSent}
            max={QUOTA_MAX}
            // The reader's number stays as typed, so a refusal says why rather than changing it silently.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={value}
            error={problem ?? form.errors.cAvailable}
            onChange={(next) => {
              setValue(next)
              setProblem(undefined)
            }}
          />
          <FailureAlert title={t('quota.notSaved')} failure={form.failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.saving}>
              {t('quota.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
