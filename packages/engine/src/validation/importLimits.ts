/**
 * How much one property import (CSV upload or JSON rows) may carry, and the messages that
 * state a limit and what was sent. The server enforces these; the upload screen checks a
 * file against them before sending it.
 */

/**
 * Most property rows one import takes. An investor's portfolio file lists their holdings,
 * tens to a few hundred lots even for a large NYC owner, so 1,000 rows covers a whole
 * portfolio with room to spare, while a single request stays a short, bounded piece of work
 * (validation plus one transaction of inserts). Bigger lists are split into several files.
 */
export const PROPERTY_IMPORT_MAX_ROWS = 1_000;

/**
 * Largest import body in bytes (2 MiB). A property row is about 100–200 bytes and at most
 * about 700 with every field at its longest; exported sheets may carry extra columns that
 * the import ignores. 2 MiB leaves 2 KB per row at the row limit.
 */
export const PROPERTY_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Largest JSON import body in bytes (512 KiB). JSON is parsed in one piece, which holds the
 * server for as long as it takes, so this limit is tighter than the CSV one: a JSON row with
 * every column named is about 200–300 bytes, so 1,000 rows fit with room to spare.
 */
export const PROPERTY_IMPORT_MAX_JSON_BYTES = 512 * 1024;

/** Row problems an import answer lists; the rest are only counted. */
export const PROPERTY_IMPORT_LISTED_ERRORS = 100;

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A byte count as a person reads a file size: bytes, KB or MB (1024-based, one decimal
 * below 10).
 *
 * @example
 * formatFileSize(5_242_880) // '5 MB'
 * formatFileSize(1_500) // '1.5 KB'
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${wholeNumber.format(bytes)} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  const digits = value < 10 ? 1 : 0;
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: digits })} ${unit}`;
}

/**
 * The refusal of an import body over its byte limit (`PROPERTY_IMPORT_MAX_BYTES` unless
 * given); `bytes` is what was sent, or `null` when the size is not known (the upload was
 * cut off at the limit).
 *
 * @example
 * importTooLargeMessage(5_242_880) // 'The file is 5 MB; an import takes at most 2 MB. Split it into smaller files.'
 */
export function importTooLargeMessage(bytes: number | null, limitBytes: number = PROPERTY_IMPORT_MAX_BYTES): string {
  const limit = formatFileSize(limitBytes);
  const sent = bytes === null ? `larger than ${limit}` : formatFileSize(bytes);
  return `The file is ${sent}; an import takes at most ${limit}. Split it into smaller files.`;
}

/**
 * The refusal of an import over the row limit. `approximate` says the count was estimated
 * from the lines of the file (reading stops at the limit); `subject` names what was sent.
 *
 * @example
 * importTooManyRowsMessage(48_211) // 'The file has 48,211 rows; an import takes at most 1,000. Split it into files of 1,000 rows or fewer.'
 * importTooManyRowsMessage(1_200, { subject: 'The request' }) // 'The request has 1,200 rows; an import takes at most 1,000. …'
 */
export function importTooManyRowsMessage(rows: number, options: { approximate?: boolean; subject?: string } = {}): string {
  const limit = wholeNumber.format(PROPERTY_IMPORT_MAX_ROWS);
  const subject = options.subject ?? 'The file';
  return (
    `${subject} has ${options.approximate ? 'about ' : ''}${wholeNumber.format(rows)} rows; an import takes at most ${limit}. ` +
    `Split it into files of ${limit} rows or fewer.`
  );
}

/**
 * The honest caption over a capped list of problems.
 *
 * @example
 * importProblemsCaption(100, 48_211) // 'Showing the first 100 of 48,211 problems.'
 * importProblemsCaption(3, 3) // '3 problems.'
 */
export function importProblemsCaption(shown: number, total: number): string {
  const noun = total === 1 ? 'problem' : 'problems';
  if (shown >= total) return `${wholeNumber.format(total)} ${noun}.`;
  return `Showing the first ${wholeNumber.format(shown)} of ${wholeNumber.format(total)} ${noun}.`;
}
