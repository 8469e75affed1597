/**
 * Key templates in ElectroDB's shape (`'SUBJECT#${id}'`, casing none) that code outside ElectroDB can fill too,
 * so a table's keys are spelled once: the entities are built on them, and the reads that span entities (one
 * Query of a partition holding several) and the test fixtures that write items fill the same templates.
 */

/** The attribute names a key template names as `${name}` placeholders, in order. */
export type TemplateComposite<Template extends string> =
  Template extends `${string}\${${infer Name}}${infer Rest}`
    ? readonly [Name, ...TemplateComposite<Rest>]
    : readonly []

/** The values a template's placeholders take. */
export type TemplateValues<Template extends string> = Record<TemplateComposite<Template>[number], string>

/** One key attribute of an ElectroDB index: where it is stored, its template, and the attributes it names. */
export interface KeyTemplate<Template extends string, Field extends string = string> {
  readonly field: Field
  readonly composite: TemplateComposite<Template>
  readonly template: Template
  readonly casing: 'none'
}

/** A key attribute whose template is not known at compile time: what code filling any key reads of it. */
export interface AnyKeyTemplate {
  readonly field: string
  readonly composite: readonly string[]
  readonly template: string
}

/** One index of an entity: its partition key and sort key, on the table (no `index`) or on a GSI. */
export interface IndexTemplate {
  readonly index?: string
  readonly pk: AnyKeyTemplate
  readonly sk: AnyKeyTemplate
}

/** The key attributes the indexes give an item (`pk`, `sk`, `gsi1pk`, ...), by field name. */
export type KeyAttributes<Index extends IndexTemplate> = Record<
  Index['pk']['field'] | Index['sk']['field'],
  string
>

const PLACEHOLDER = /\$\{(\w+)\}/g

/** The key attribute `field` made from `template`; its composite is read from the template. */
export function keyTemplate<const Field extends string, const Template extends string>(
  field: Field,
  template: Template,
): KeyTemplate<Template, Field> {
  const composite = [...template.matchAll(PLACEHOLDER)].map(([, name]) => name)
  return { field, composite: composite as unknown as TemplateComposite<Template>, template, casing: 'none' }
}

/** An index of the table itself, keyed `pk` / `sk`. */
export const tableIndex = <const Pk extends string, const Sk extends string>(pk: Pk, sk: Sk) => ({
  pk: keyTemplate('pk', pk),
  sk: keyTemplate('sk', sk),
})

/** A global secondary index, keyed `<index>pk` / `<index>sk`. */
export const secondaryIndex = <const Index extends string, const Pk extends string, const Sk extends string>(
  index: Index,
  pk: Pk,
  sk: Sk,
) => ({ index, pk: keyTemplate(`${index}pk`, pk), sk: keyTemplate(`${index}sk`, sk) })

/**
 * The start of the keys a template makes: its text filled with the leading values given, up to the first
 * placeholder without one (what a begins_with read names, as ElectroDB's partial sort keys do). With every
 * value given, the whole key.
 */
export function keyPrefix<Template extends string>(
  key: { readonly template: Template },
  values: Partial<TemplateValues<Template>> = {},
): string {
  const given: Partial<Record<string, string>> = values
  let prefix = ''
  let end = 0
  for (const match of key.template.matchAll(PLACEHOLDER)) {
    prefix += key.template.slice(end, match.index)
    const value = given[match[1] ?? '']
    if (value === undefined) return prefix
    prefix += value
    end = match.index + match[0].length
  }
  return prefix + key.template.slice(end)
}

/** The key a template makes of these values, as ElectroDB writes it. */
export const fillKey = <Template extends string>(
  key: { readonly template: Template },
  values: TemplateValues<Template>,
) => keyPrefix(key, values)

/** The longest start the keys share: the prefix that reads several kinds of item listed under one partition. */
export function sharedPrefix(...keys: readonly string[]): string {
  const [first = '', ...rest] = keys
  let length = first.length
  for (const key of rest) {
    let same = 0
    while (same < length && key[same] === first[same]) same++
    length = same
  }
  return first.slice(0, length)
}

/**
 * The key attributes one index gives an item (`{ pk, sk }` for the table's own: what a GetItem names), as
 * ElectroDB writes them. Throws on an item missing a value a key names.
 */
export function indexKey<Index extends IndexTemplate>(
  { pk, sk }: Index,
  item: Readonly<Record<string, unknown>>,
): KeyAttributes<Index> {
  const keys: Record<string, string> = {}
  for (const key of [pk, sk]) {
    const values: Record<string, string> = {}
    for (const name of key.composite) {
      const value = item[name]
      if (typeof value !== 'string') throw new Error(`${key.template} needs the text attribute ${name}`)
      values[name] = value
    }
    keys[key.field] = keyPrefix(key, values)
  }
  return keys as KeyAttributes<Index>
}

/**
 * Every key attribute an entity's indexes give an item (`pk`, `sk`, `gsi1pk`, ...): for writing items the way
 * the entity would without running its domain (test fixtures).
 */
export const indexKeys = <Indexes extends Readonly<Record<string, IndexTemplate>>>(
  indexes: Indexes,
  item: Readonly<Record<string, unknown>>,
): KeyAttributes<Indexes[keyof Indexes]> =>
  Object.assign({}, ...Object.values(indexes).map((index) => indexKey(index, item))) as KeyAttributes<
    Indexes[keyof Indexes]
  >
