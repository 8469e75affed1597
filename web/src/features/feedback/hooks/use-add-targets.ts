import type { SurveyDetail } from '@campus/core'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { issueMessages } from '@/components/form/issue-messages'
import { useStaffTranslation } from '@/lib/i18n/staff'

type TargetNoun = 'group' | 'subject'

// Keys of the feedback namespace, read when the notice or error is shown.
const WORDING = {
  group: { addedOne: 'targets.groupAdded', addedMany: 'targets.groupsAdded', failed: 'targets.groupsFailed' },
  subject: {
    addedOne: 'targets.subjectAdded',
    addedMany: 'targets.subjectsAdded',
    failed: 'targets.subjectsFailed',
  },
} as const satisfies Record<TargetNoun, { addedOne: string; addedMany: string; failed: string }>

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
  const { t } = useStaffTranslation('feedback')
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
      notify('success', parsed.data[`${noun}s`].length === 1 ? t(wording.addedOne) : t(wording.addedMany))
      onAdded(updated)
      onClose()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t(wording.failed))
    } finally {
      setSaving(false)
    }
  }

  return { picked, setPicked, pick, error, saving, save }
}

export type AddTargets = ReturnType<typeof useAddTargets>
