/** One element of a PostgreSQL array literal, quoted, with quotes and backslashes escaped. */
export function quotedArrayElement(text: string): string {
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
}

/** A PostgreSQL text[] literal ('{"a","b"}') to pass as one parameter. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map(quotedArrayElement).join(',')}}`;
}
