import { useState, type FormEvent } from 'react'
import { ApiError, fieldErrors } from '@/lib/api-error'

/**
 * A dialog form's save: the messages against its fields (its own checks, or the server's VALIDATION_FAILED
 * details), why the save failed otherwise, and whether it is under way.
 */
export function useFormSave(
  /** What the form says when the save failed without the server saying why. */
  failedMessage: string,
) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()
  const [saving, setSaving] = useState(false)

  /** Starts a submit: the page stays, and the last failure goes until this one fails too. */
  const start = (event: FormEvent) => {
    event.preventDefault()
    setFailure(undefined)
  }

  /** Sends the checked form; the server's refusal of a field shows against it, any other failure above them. */
  async function send(request: () => Promise<void>) {
    setSaving(true)
    try {
      await request()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setErrors(fieldErrors(error))
      else setFailure(error instanceof ApiError ? error.message : failedMessage)
    } finally {
      setSaving(false)
    }
  }

  return { errors, setErrors, failure, saving, start, send }
}
