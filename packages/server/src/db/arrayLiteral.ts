/** One element of a PostgreSQL array literal, quoted, with quotes and backslashes escaped. */
export function quotedArrayElement(text: string): string {
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
}

/** A PostgreSQL text[] literal ('{"a","b"}') to pass as one parameter. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map(quotedArrayElement).join(',')}}`;
}

/**
 * Whether PostgreSQL's array input needs `text` quoted to read it back unchanged: an empty
 * element, one holding whitespace, a control character, a quote, a backslash, a brace or a
 * comma, and the word NULL in any case.
 */
function needsQuotes(text: string): boolean {
  const { length } = text;
  if (length === 0) return true;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    // space and below, '"', ',', '\', '{', '}'
    if (code <= 32 || code === 34 || code === 44 || code === 92 || code === 123 || code === 125) return true;
  }
  return length === 4 && text.toUpperCase() === 'NULL';
}

/**
 * One element of an array literal, quoted only when the array input needs it (numbers, dates,
 * codes and single words go as they are, without a new string).
 */
export function arrayElement(text: string): string {
  return needsQuotes(text) ? quotedArrayElement(text) : text;
}

/** The element type ids of PostgreSQL's binary array format (pg_type oids). */
const TEXT_OID = 25;
const INT4_OID = 23;
/** ndim, flags, element type, length and lower bound of a one-dimensional array. */
const HEADER_BYTES = 20;

/** Writes a 32-bit big-endian integer (a length, -1 for NULL) without `writeInt32BE`'s checks: the callers size the buffer. */
function putInt32(buffer: Buffer, offset: number, value: number): void {
  buffer[offset] = value >>> 24;
  buffer[offset + 1] = value >>> 16;
  buffer[offset + 2] = value >>> 8;
  buffer[offset + 3] = value;
}

function writeHeader(buffer: Buffer, hasNull: boolean, elementType: number, length: number): void {
  putInt32(buffer, 0, 1);
  putInt32(buffer, 4, hasNull ? 1 : 0);
  putInt32(buffer, 8, elementType);
  putInt32(buffer, 12, length);
  putInt32(buffer, 16, 1);
}

/**
 * A text[] in PostgreSQL's binary array format (what `array_send` writes: a header, then each
 * element as its byte length and UTF-8 bytes, -1 for NULL), for a parameter sent as binary.
 * The server reads it without parsing or unescaping anything. ASCII text (nearly all of it)
 * is copied byte by byte rather than through one native call per element.
 */
export function binaryTextArray(values: readonly (string | null)[]): Buffer {
  let capacity = HEADER_BYTES + 4 * values.length;
  let hasNull = false;
  for (const value of values) {
    if (value === null) hasNull = true;
    else capacity += 3 * value.length;
  }
  const buffer = Buffer.allocUnsafe(capacity);
  writeHeader(buffer, hasNull, TEXT_OID, values.length);
  let offset = HEADER_BYTES;
  for (const value of values) {
    if (value === null) {
      putInt32(buffer, offset, -1);
      offset += 4;
      continue;
    }
    const start = offset + 4;
    const { length } = value;
    let index = 0;
    for (; index < length; index += 1) {
      const code = value.charCodeAt(index);
      if (code >= 0x80) break;
      buffer[start + index] = code;
    }
    const bytes = index === length ? length : index + buffer.write(value.slice(index), start + index, 'utf8');
    putInt32(buffer, offset, bytes);
    offset = start + bytes;
  }
  return buffer.subarray(0, offset);
}

/** Whether every value is null or a whole number an `integer` column holds. */
export function fitsInt4(values: readonly unknown[]): boolean {
  for (const value of values) {
    if (value === null || value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < -2_147_483_648 || value > 2_147_483_647) return false;
  }
  return true;
}

/** An integer[] in PostgreSQL's binary array format; every value must pass `fitsInt4`. */
export function binaryInt4Array(values: readonly unknown[]): Buffer {
  const hasNull = values.some((value) => value === null || value === undefined);
  const buffer = Buffer.allocUnsafe(HEADER_BYTES + 8 * values.length);
  writeHeader(buffer, hasNull, INT4_OID, values.length);
  let offset = HEADER_BYTES;
  for (const value of values) {
    if (value === null || value === undefined) {
      putInt32(buffer, offset, -1);
      offset += 4;
      continue;
    }
    putInt32(buffer, offset, 4);
    putInt32(buffer, offset + 4, value as number);
    offset += 8;
  }
  return buffer.subarray(0, offset);
}
