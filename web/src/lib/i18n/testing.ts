import { createInstance, type Namespace, type TFunction } from 'i18next'
import { en } from './locales/en'
import { staffNamespaces, type StaffResources } from './staff-namespaces'

const staff = Object.fromEntries(
  await Promise.all([...staffNamespaces].map(async ([namespace, load]) => [namespace, await load()])),
) as StaffResources

const english = createInstance()
await english.init({
  lng: 'en',
  resources: { en: { ...en, ...staff } },
  interpolation: { escapeValue: false },
})

/** The English t() of a namespace, as the app renders it: for unit tests of code that is given a t. */
export const englishT = <N extends Namespace>(namespace: N): TFunction<N> =>
  english.getFixedT('en', namespace)
