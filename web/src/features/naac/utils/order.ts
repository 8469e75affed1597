/**
 * Templates sort by `position`, free text read as a number (legacy-client 5.2): "2" before "10". Positions
 * that are not numbers follow, in text order, and then those without one.
 */
export function byPosition<Row extends { position?: string | undefined; title: string }>(a: Row, b: Row) {
  const [left, right] = [Number.parseFloat(a.position ?? ''), Number.parseFloat(b.position ?? '')]
  const [leftNumber, rightNumber] = [Number.isFinite(left), Number.isFinite(right)]
  if (leftNumber && rightNumber && left !== right) return left - right
  if (leftNumber !== rightNumber) return leftNumber ? -1 : 1
  return (a.position ?? '\uffff').localeCompare(b.position ?? '\uffff') || a.title.localeCompare(b.title)
}
