import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** A new password, under the rule the server holds every password to. */
export function NewPasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('common')
  return (
    <PasswordInput
      label={t('newPassword.label')}
      description={t('newPassword.description')}
      autoComplete="new-password"
      {...props}
    />
  )
}
