import type { SurveyDetail } from '@campus/core'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { issueMessages } from '@/components/form/issue-messages'

type TargetNoun = 'group' | 'subject'

const WORDING: Record<TargetNoun, { addedOne: string; addedMany: string; failed: string }> = {
  group: {
    addedOne: 'Group added',
    addedMany: 'Groups added',
    failed: 'The groups were not added. Try again.',
  },
  subject: {
    addedOne: 'Subject added',
    addedMany: 'Subjects added',
    failed: 'The subjects were not added. Try again.',
  },
}

/** A schema's `safeParse` result, as far as saving needs it. */
type Parsed<Body> =
  { success: true; data: Body } | { success: false; error: Parameters<typeof issueMessages>[0] }

/**
 * Adding groups or subjects to a survey: the picked checkboxes, the one error line, and the save. The body is
 * checked with the request's schema first; once sent, the survey comes back and the modal closes.
 */
export function useAddTargets<Noun extends TargetNoun, Body extends Record<`${Noun}s`, readonly unknown[]>>({
  noun,
  parse,
  add,
  onAdded,
  onClose,
}: {
  noun: Noun
  /** The request body for the picked checkboxes' values, checked with its schema. */
  parse: (picked: string[]) => Parsed<Body>
  add: (body: Body) => Promise<SurveyDetail>
  onAdded: (survey: SurveyDetail) => void
  onClose: () => void
}) {
  const [picked, setPicked] = useState<string[]>([])
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const wording = WORDING[noun]

  /** Picks checkboxes as the reader ticks them: a new choice clears the error it may answer. */
  const pick = (values: string[]) => {
    setPicked(values)
    setError(undefined)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const parsed = parse(picked)
    if (!parsed.success) {
      const messages = issueMessages(parsed.error)
      return setError(messages[`${noun}s`] ?? Object.values(messages)[0])
    }
    setSaving(true)
    try {
      const updated = await add(parsed.data)
      notify('success', parsed.data[`${noun}s`].length === 1 ? wording.addedOne : wording.addedMany)
      onAdded(updated)
      onClose()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : wording.failed)
    } finally {
      setSaving(false)
    }
  }

  return { picked, setPicked, pick, error, saving, save }
}

export type AddTargets = ReturnType<typeof useAddTargets>
