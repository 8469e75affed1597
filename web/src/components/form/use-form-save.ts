import { useState, type FormEvent } from 'react'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { issueMessages } from './issue-messages'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A schema as checking a form needs it: zod's `safeParse`, so any core schema fits. */
export interface FormSchema<Body> {
  safeParse(
    values: unknown,
  ): { success: true; data: Body } | { success: false; error: Parameters<typeof issueMessages>[0] }
}

export interface FormSaveOptions {
  /** What the form says when the save failed without the server saying why. */
  failedMessage?: string
  /**
   * Also toast a failure's message: for every failure (`always`, as the legacy dialogs did), or only for one
   * the fields do not show (`unexplained`). By default the form shows `failure` itself.
   */
  toast?: 'always' | 'unexplained'
}

/** What happens once the save worked: the success toast, then the caller's refresh, then the dialog closes. */
export interface SavedActions<Result> {
  success?: string | ((result: Result) => string)
  /** Awaited before the dialog closes, so a list it refreshes shows the saved record by then. */
  onSaved?: (result: Result) => unknown
  onClose?: () => void
}

/**
 * A dialog form's save: whether it is under way, the messages against its fields (its own schema check, or the
 * server's VALIDATION_FAILED details), why the save failed otherwise, and the toast and close once it worked.
 * @example
 * const form = useFormSave()
 * async function save(event: FormEvent) {
 *   form.start(event)
 *   const body = form.check(CreateThingSchema, values)
 *   if (body) await form.send(() => createThing(body), { success: 'Thing added', onSaved, onClose })
 * }
 */
export function useFormSave({ failedMessage, toast }: FormSaveOptions = {}) {
  const { t } = useStaffTranslation('components')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()
  const [saving, setSaving] = useState(false)

  /** Starts a submit: the page stays, and the last failure goes until this one fails too. */
  const start = (event?: FormEvent) => {
    event?.preventDefault()
    setFailure(undefined)
  }

  /** Forgets a field's message once the reader changes that field. */
  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _fixed, ...rest } = current
      return rest
    })

  /**
   * Checks the values with the body's schema, showing its issues (and the form's own `problems`) against the
   * fields; returns the parsed body when there are none.
   */
  function check<Body>(
    schema: FormSchema<Body>,
    values: unknown,
    problems: Record<string, string> = {},
  ): Body | undefined {
    const parsed = schema.safeParse(values)
    const messages = { ...(parsed.success ? {} : issueMessages(parsed.error)), ...problems }
    setErrors(messages)
    return parsed.success && !Object.keys(messages).length ? parsed.data : undefined
  }

  /**
   * Sends the checked form. Once it worked: the success toast, `onSaved`, then `onClose`. When it failed: the
   * server's field messages against their fields, and any other reason in `failure`. Resolves whether it saved.
   */
  async function send<Result>(
    request: () => Promise<Result>,
    { success, onSaved, onClose }: SavedActions<Result> = {},
  ): Promise<boolean> {
    setSaving(true)
    try {
      const result = await request()
      if (success) notify('success', typeof success === 'function' ? success(result) : success)
      await onSaved?.(result)
      onClose?.()
      return true
    } catch (error) {
      const fields = error instanceof ApiError ? fieldErrors(error) : {}
      const explained = Object.keys(fields).length > 0
      const message = error instanceof ApiError ? error.message : (failedMessage ?? t('formSave.failed'))
      setErrors(fields)
      setFailure(explained ? undefined : message)
      if (toast === 'always' || (toast === 'unexplained' && !explained)) notify('error', message)
      return false
    } finally {
      setSaving(false)
    }
  }

  return { errors, setErrors, clearError, failure, setFailure, saving, start, check, send }
}

export type FormSave = ReturnType<typeof useFormSave>
