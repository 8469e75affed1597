import { EMPTY_SELECTION, type GroupPick, type GroupPicks, type ReceiverSelection } from './selection'

/** An attachment uploaded for the draft: the reference the announcement claims, and what the screen shows. */
export interface DraftFile {
  versionId: string
  fileKey: string
  fileName: string
  size: number
}

/**
 * An announcement being written: its text and attachment (compose), whether it goes as SMS and to whom
 * (preview). Kept in sessionStorage, so a reload or a step back loses nothing (the legacy draft lived in
 * memory and was lost on reload), and a closed tab leaves nothing behind.
 */
export interface AnnouncementDraft {
  title: string
  message: string
  file?: DraftFile
  sms: boolean
  selection: ReceiverSelection
}

export const EMPTY_DRAFT: AnnouncementDraft = {
  title: '',
  message: '',
  sms: true,
  selection: EMPTY_SELECTION,
}

const KEY = 'campus.announcement-draft'

/** The storage the draft lives in: the tab's session storage in the browser. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

function picksOf(value: unknown): GroupPicks {
  if (!isRecord(value)) return {}
  const picks: Record<string, GroupPick> = {}
  for (const [groupId, pick] of Object.entries(value)) {
    if (pick === true) picks[groupId] = true
    else if (Array.isArray(pick) && pick.length) picks[groupId] = strings(pick)
  }
  return picks
}

function fileOf(value: unknown): DraftFile | undefined {
  if (!isRecord(value)) return undefined
  const { versionId, fileKey, fileName, size } = value
  return typeof versionId === 'string' &&
    typeof fileKey === 'string' &&
    typeof fileName === 'string' &&
    typeof size === 'number'
    ? { versionId, fileKey, fileName, size }
    : undefined
}

/**
 * The draft this tab keeps, read defensively: anything unreadable (an older shape, a hand edit) gives way to an
 * empty draft rather than a broken screen.
 */
export function loadDraft(storage: DraftStorage = sessionStorage): AnnouncementDraft {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(KEY) ?? 'null')
  } catch {
    return EMPTY_DRAFT
  }
  if (!isRecord(stored)) return EMPTY_DRAFT
  const selection = isRecord(stored.selection) ? stored.selection : {}
  const file = fileOf(stored.file)
  return {
    title: typeof stored.title === 'string' ? stored.title : '',
    message: typeof stored.message === 'string' ? stored.message : '',
    ...(file ? { file } : {}),
    sms: stored.sms !== false,
    selection: {
      hods: strings(selection.hods),
      faculty: strings(selection.faculty),
      students: picksOf(selection.students),
      parents: picksOf(selection.parents),
    },
  }
}

export function saveDraft(draft: AnnouncementDraft, storage: DraftStorage = sessionStorage) {
  storage.setItem(KEY, JSON.stringify(draft))
}

/** Forgets the draft once it is sent. */
export function clearDraft(storage: DraftStorage = sessionStorage) {
  storage.removeItem(KEY)
}

/** Whether the draft has what Next and Send need: a title and a message. */
export const isComposed = (draft: Pick<AnnouncementDraft, 'title' | 'message'>) =>
  draft.title.trim() !== '' && draft.message.trim() !== ''
