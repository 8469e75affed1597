import { Button, PasswordInput, Stack } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { NewPasswordInput } from '@/components/form/new-password-input'
import { fieldErrors, type ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { changeOwnPassword } from '../api/change-password'
import { useStaffTranslation } from '@/lib/i18n/staff'

const empty = { currentPassword: '', newPassword: '', confirm: '' }

/** Current password, new password twice. Other devices are signed out by the change. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useStaffTranslation('account')
  const [fields, setFields] = useState(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const bind = (name: keyof typeof empty) => ({
    value: fields[name],
    error: errors[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget
      setFields((current) => ({ ...current, [name]: value }))
    },
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (fields.newPassword !== fields.confirm) {
      setErrors({ confirm: t('changePassword.notSame') })
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await changeOwnPassword(userId, fields.currentPassword, fields.newPassword)
      setFields(empty)
      notify('success', t('changePassword.changed'))
    } catch (failure) {
      const error = failure as ApiError
      const byField = fieldErrors(error)
      setErrors(Object.keys(byField).length > 0 ? byField : { currentPassword: error.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack maw={420}>
        <PasswordInput
          label={t('changePassword.current')}
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <NewPasswordInput {...bind('newPassword')} />
        <PasswordInput label={t('changePassword.again')} autoComplete="new-password" {...bind('confirm')} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  )
}
