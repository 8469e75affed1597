import { PasswordInput, type PasswordInputProps } from '@mantine/core'

/** A new password, under the rule the server holds every password to. */
export function NewPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="New password"
      description="At least 8 characters, with a letter and a digit"
      autoComplete="new-password"
      {...props}
    />
  )
}
