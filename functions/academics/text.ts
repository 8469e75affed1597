/** `1 group`, `2 groups`: counts in messages people read. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** `a`, `a and b`, `a, b and c`. */
export function andList(parts: readonly string[]) {
  const present = parts.filter(Boolean)
  return present.length < 2
    ? (present[0] ?? '')
    : `${present.slice(0, -1).join(', ')} and ${present[present.length - 1] ?? ''}`
}
