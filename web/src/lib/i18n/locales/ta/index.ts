import type { Resources } from '../en'
import announcements from './announcements.json'
import auth from './auth.json'
import common from './common.json'
import feedbackForm from './feedbackForm.json'
import surveys from './surveys.json'

/** Tamil. `satisfies` makes tsc name any key the English files have and these lack. */
export const ta = { common, auth, feedbackForm, surveys, announcements } satisfies Resources
