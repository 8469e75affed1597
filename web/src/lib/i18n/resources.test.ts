import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './languages'
import { languageLoaders } from './resources'
import { namespaceOf, namespacesByName, staffNamespaces } from './staff-namespaces'

type Tree = { [key: string]: string | Tree }

/** Every string of a namespace by its dotted key. */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** i18next's plural keys (`minutes_one`, `minutes_other`) stand for one key; each form is checked on its own too. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '')

/** The placeholders of a string, `{{count}}` or `{{date, datetime}}`, spaces ignored. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((match) => match[1]!.replace(/\s+/g, '')).sort()

/** The letters of each language's script: an English string left in a translation has none. */
const SCRIPTS: Record<string, RegExp> = {
  en: /[A-Za-z]/,
  ta: /\p{Script=Tamil}/u,
  hi: /\p{Script=Devanagari}/u,
}

const english = await languageLoaders.en()

/** Every language's strings, loaded as the app loads them. */
const resources = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async ({ code }) => [code, await languageLoaders[code]()] as const)),
)

describe('translations', () => {
  for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
    const language = resources[code] as Record<string, Tree>
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories

    describe(code, () => {
      it('has the namespaces English has', () => {
        expect(Object.keys(language).sort()).toEqual(Object.keys(english).sort())
      })

      for (const [namespace, tree] of Object.entries(english)) {
        const source = flatten(tree)
        const target = flatten(language[namespace] ?? {})

        it(`${namespace}: every English key, and no other`, () => {
          const sourceKeys = [...new Set(Object.keys(source).map(baseKey))].sort()
          const targetKeys = [...new Set(Object.keys(target).map(baseKey))].sort()
          expect(targetKeys).toEqual(sourceKeys)
        })

        it(`${namespace}: the plural forms ${code} needs`, () => {
          const plurals = new Set(
            Object.keys(source)
              .filter((key) => PLURAL_SUFFIX.test(key))
              .map(baseKey),
          )
          for (const plural of plurals) {
            const forms = Object.keys(target).filter(
              (key) => baseKey(key) === plural && PLURAL_SUFFIX.test(key),
            )
            expect(forms.map((key) => PLURAL_SUFFIX.exec(key)?.[1]).sort(), plural).toEqual(
              [...categories].sort(),
            )
          }
        })

        it(`${namespace}: the same placeholders, in the script of ${code}`, () => {
          const sourceOf = (key: string) => source[key] ?? source[`${baseKey(key)}_other`] ?? ''
          for (const [key, text] of Object.entries(target)) {
            expect(placeholders(text), key).toEqual(placeholders(sourceOf(key)))
            expect(text.replace(/{{[^}]*}}/g, ''), key).toMatch(SCRIPTS[code]!)
          }
        })
      }
    })
  }

  it("English, the staff screens' too, has every plural form English needs", async () => {
    const categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories
    const staff = await Promise.all([...staffNamespaces.values()].map((load) => load()))
    for (const tree of [...Object.values(english), ...staff] as Tree[]) {
      const keys = Object.keys(flatten(tree))
      for (const plural of new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey))) {
        const forms = keys.filter((key) => baseKey(key) === plural && PLURAL_SUFFIX.test(key))
        expect(forms.map((key) => PLURAL_SUFFIX.exec(key)?.[1]).sort(), plural).toEqual(
          [...categories].sort(),
        )
      }
    }
  })
})

/** Every feature's namespace files, found as the app finds them (only their paths are read here). */
const featureFiles = Object.keys(import.meta.glob('../../features/*/locales/*.json'))

/** Each feature's declaration of its namespaces for tsc, by path. */
const declarations = import.meta.glob<string>('../../features/*/locales/namespaces.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('staff namespaces', () => {
  it('are named by their files, and two files of one name are refused', () => {
    const load = () => Promise.resolve({})
    const found = namespacesByName({ './a/locales/naac.json': load, './a/locales/naacReports.json': load })
    expect([...found.keys()]).toEqual(['naac', 'naacReports'])
    expect(() => namespacesByName({ './a/locales/naac.json': load, './b/locales/naac.json': load })).toThrow(
      'Two staff namespaces are named naac: ./a/locales/naac.json and ./b/locales/naac.json',
    )
  })

  it("are the two shared ones and every feature's", () => {
    expect([...staffNamespaces.keys()].sort()).toEqual(
      ['app', 'components', ...featureFiles.map(namespaceOf)].sort(),
    )
  })

  it('take no name a student namespace has', () => {
    for (const name of Object.keys(english)) expect(staffNamespaces.has(name), name).toBe(false)
  })

  // tsc checks the keys of a declared namespace; this catches a file its feature does not declare, or declares
  // under another name (its screens would read a namespace i18next never loads).
  it("are each declared in their feature's locales/namespaces.ts, under their file's name", () => {
    for (const file of featureFiles) {
      const name = namespaceOf(file)
      const declaration = declarations[file.replace(/[^/]+$/, 'namespaces.ts')] ?? ''
      expect(declaration, file).toMatch(new RegExp(`^\\s*${name}: typeof ${name}$`, 'm'))
    }
  })
})
