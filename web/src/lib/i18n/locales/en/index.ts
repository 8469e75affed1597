import announcements from './announcements.json'
import auth from './auth.json'
import common from './common.json'
import feedbackForm from './feedbackForm.json'
import surveys from './surveys.json'

/** The English strings, one object per namespace: the source every other language translates. */
export const en = { common, auth, feedbackForm, surveys, announcements }

/** The shape every language's strings must have: the English namespaces and their keys. */
export type Resources = typeof en
