import { useState } from 'react'
import { type AnnouncementDraft, loadDraft, saveDraft } from './draft'

/** The tab's announcement draft as state: every change is saved at once, so a reload keeps it. */
export function useDraft() {
  const [draft, setDraft] = useState(loadDraft)
  const update = (change: Partial<AnnouncementDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...change }
      if (!change.file && 'file' in change) delete next.file
      saveDraft(next)
      return next
    })
  return [draft, update] as const
}
