import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { mutate } from 'swr'
import { FailureAlert } from '@/components/form/failure-alert'
import { useFormSave } from '@/components/form/use-form-save'
import { quotaKey, setQuota } from '../api/quota'
import { QUOTA_MAX, quotaProblem } from '../utils/quota-input'

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value.toLocaleString('en-IN')}
      </Text>
    </Paper>
  )
}

/** The quota's figures, and the total an administrator sets; Available is what is left of it. */
export function QuotaForm({ quota }: { quota: { cAvailable: number; totalSent: number } }) {
  const form = useFormSave()
  const [value, setValue] = useState<number | string>(quota.cAvailable)
  const [problem, setProblem] = useState<string>()

  async function save(event: FormEvent) {
    form.start(event)
    const found = quotaProblem(value, quota.totalSent)
    setProblem(found)
    if (found || typeof value !== 'number') return
    await form.send(() => setQuota(value), {
      success: 'SMS quota saved',
      onSaved: (saved) => mutate(quotaKey, saved, { revalidate: false }),
    })
  }

  return (
    <Stack>
      <SimpleGrid cols={3} data-testid="quota-figures">
        <Figure label="Total" value={quota.cAvailable} />
        <Figure label="Sent" value={quota.totalSent} />
        <Figure label="Available" value={quota.cAvailable - quota.totalSent} />
      </SimpleGrid>
      <Paper withBorder p="md" component="form" onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <NumberInput
            label="Total SMS allowed"
            description="SMS parts the college may send in all, including those already sent. A long or non-English SMS takes several parts."
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
          <FailureAlert title="Not saved" failure={form.failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
