import type { StudentAttachmentType } from './enums'

/** How each student document is named on screen (the legacy admission form's "Upload & Declaration" step). */
export const STUDENT_DOCUMENT_LABELS: Record<StudentAttachmentType, string> = {
  sslc: 'Tenth mark sheet',
  hsc: 'Twelfth mark sheet',
  others: 'Other documents',
  community: 'Community certificate',
  tc: 'Transfer certificate',
  profilePic: 'Passport size photo',
  nativeFront: 'Native certificate (front)',
  nativeBack: 'Native certificate (back)',
}
