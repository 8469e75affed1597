/**
 * Checks on text from outside (request bodies, URLs, spreadsheet cells) that the schemas cannot express, and the
 * one rule for writing text into a spreadsheet. Browser-safe: the API and the SPA use the same functions.
 */

/** A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Whether `value` is well-formed UTF-16 (`String.prototype.isWellFormed`, which Node 20's and some browsers'
 * type libraries lack). A lone surrogate cannot be encoded as UTF-8, so it breaks URI encoding, hashing and
 * every store or file that is UTF-8.
 */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value)

/** `value` with each lone surrogate replaced by U+FFFD (`String.prototype.toWellFormed`). */
export const toWellFormedText = (value: string) =>
  isWellFormedText(value) ? value : value.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')

/** C0 control characters and DEL: never part of an id, a path segment or a query value. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/

/** C0 control characters other than tab, line feed and carriage return: never part of text a person wrote. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const TEXT_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

/** Why `value` is refused as request text, or undefined when it is fine. */
export function textProblem(value: string, controls: RegExp = TEXT_CONTROL_CHARACTER): string | undefined {
  if (!isWellFormedText(value)) return 'Contains a lone surrogate: the text is not well-formed Unicode.'
  if (controls.test(value)) return 'Contains a control character.'
  return undefined
}

/**
 * First characters that make a spreadsheet read a cell typed or re-imported as text as a formula (OWASP CSV
 * injection): `=`, `+`, `-`, `@`, and tab or carriage return, which some importers strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A string as a spreadsheet cell must hold it so that no spreadsheet evaluates it: text starting like a formula
 * gets a leading single quote, as OWASP recommends. Numbers are not strings and stay numbers (-5 is a number); a
 * phone number stored as the string "+919876543210" gets the quote, so it stays text (and keeps its plus).
 * @example spreadsheetText('=HYPERLINK("http://x")') // "'=HYPERLINK(\"http://x\")"
 */
export const spreadsheetText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)

/** A cell value as it goes into a workbook: strings through `spreadsheetText`, anything else as it is. */
export const spreadsheetCell = <Value>(value: Value): Value =>
  (typeof value === 'string' ? spreadsheetText(value) : value) as Value

/**
 * The text a cell written by `spreadsheetText` stood for: an import reading back a workbook the portal wrote
 * (an error workbook, an export edited and sent again) drops the quote it added, and only that one.
 */
export const fromSpreadsheetText = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value

/** `1 group`, `2 groups`: counts in messages people read. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** `a`, `a and b`, `a, b and c`. */
export function andList(parts: readonly string[]) {
  const present = parts.filter(Boolean)
  return present.length < 2
    ? (present[0] ?? '')
    : `${present.slice(0, -1).join(', ')} and ${present[present.length - 1] ?? ''}`
}
