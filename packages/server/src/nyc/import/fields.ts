/**
 * Field readers shared by every dataset mapper. NYC exports spell the same thing many ways:
 * padded headers (" SALE PRICE "), thousands separators ("1,546"), five date formats, borough
 * names, numbers or codes. Each reader returns null for an empty cell and throws a
 * `FieldError` naming the column for a value it cannot read, which the importer turns into a
 * rejected row with its line number.
 */
import { BOROUGH_NUMBERS, boroughCode } from '@rei/engine';

/** A cell that cannot be read; `message` names the column and the value. */
export class FieldError extends Error {
  override readonly name = 'FieldError';
}

/** The comparable form of a header: trimmed, lower case, runs of non-alphanumerics as one space. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

/** One parsed source row: cells by `headerKey`, and the 1-based line it started on. */
export interface SourceRecord {
  readonly line: number;
  readonly fields: Readonly<Record<string, string>>;
}

/** The first non-empty cell among the header spellings given (compared by `headerKey`). */
export function cell(record: SourceRecord, ...headers: string[]): string | null {
  for (const header of headers) {
    const value = record.fields[headerKey(header)];
    if (value !== undefined) {
      const trimmed = value.trim();
      if (trimmed !== '') return trimmed;
    }
  }
  return null;
}

/** Like `cell`, but a missing value is a `FieldError`. */
export function requiredCell(record: SourceRecord, ...headers: string[]): string {
  const value = cell(record, ...headers);
  if (value === null) throw new FieldError(`${headers[0]} is empty`);
  return value;
}

/**
 * The 10-digit BBL from borough (any form the engine's `boroughCode` reads), block and lot.
 * Throws for a borough it cannot read or a block or lot out of range.
 */
export function bblFrom(borough: string | null, block: string | null, lot: string | null): string {
  const code = boroughCode(borough);
  if (code === null) throw new FieldError(`borough "${borough ?? ''}" is not a NYC borough`);
  const blockNumber = wholeNumber(block, 'block');
  const lotNumber = wholeNumber(lot, 'lot');
  if (blockNumber < 1 || blockNumber > 99_999) throw new FieldError(`block "${block}" is out of range`);
  if (lotNumber < 1 || lotNumber > 9_999) throw new FieldError(`lot "${lot}" is out of range`);
  return `${BOROUGH_NUMBERS[code]}${String(blockNumber).padStart(5, '0')}${String(lotNumber).padStart(4, '0')}`;
}

/** A BBL cell in any of its published spellings, or null when empty or not a BBL. */
export function parseBbl(value: string | null): string | null {
  if (value === null) return null;
  const text = value.trim().replace(/\.0+$/, '').replace(/-/g, '');
  if (!/^[1-5]\d{9}$/.test(text)) return null;
  if (text.slice(1, 6) === '00000') return null;
  return text;
}

function wholeNumber(value: string | null, name: string): number {
  const parsed = parseInteger(value, name);
  if (parsed === null) throw new FieldError(`${name} is empty`);
  return parsed;
}

/** What a number cell may carry besides the number: "$", thousands separators, spaces. */
const NUMBER_DECORATION = /[$,\s]/g;

/**
 * The text without "$", commas and whitespace. Most cells ("1900", "10009") have none, so a
 * scan of their characters (ASCII other than those) saves running the replacement.
 */
function undecorated(text: string): string {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // '$', ',', space and control characters, and anything beyond ASCII (Unicode spaces).
    if (code === 36 || code === 44 || code <= 32 || code >= 127) return text.replace(NUMBER_DECORATION, '');
  }
  return text;
}

/** A number with optional thousands separators, "$", spaces; null when empty. */
export function parseNumber(value: string | null, name = 'value'): number | null {
  if (value === null) return null;
  const text = undecorated(value.trim());
  if (text === '' || text === '-' || text === '.') return null;
  const parsed = Number(text);
  if (!Number.isFinite(parsed)) throw new FieldError(`${name} "${value}" is not a number`);
  return parsed;
}

/** A whole number (a trailing ".000" is accepted); null when empty. */
export function parseInteger(value: string | null, name = 'value'): number | null {
  const parsed = parseNumber(value, name);
  if (parsed === null) return null;
  if (!Number.isInteger(parsed)) throw new FieldError(`${name} "${value}" is not a whole number`);
  if (Math.abs(parsed) > 2_147_483_647) throw new FieldError(`${name} "${value}" is too large`);
  return parsed;
}

/** Dollars as a string with at most 2 decimals for a numeric column; null when empty. */
export function parseMoney(value: string | null, name = 'amount'): string | null {
  const parsed = parseNumber(value, name);
  if (parsed === null) return null;
  if (Math.abs(parsed) >= 1e12) throw new FieldError(`${name} "${value}" is too large`);
  return parsed.toFixed(2);
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

/** "00" … "31": months and days as an ISO date writes them. */
const TWO_DIGITS = Array.from({ length: 32 }, (_, value) => String(value).padStart(2, '0'));

/** Days in a month of the (proleptic) Gregorian calendar, as JavaScript's Date counts them. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** YYYY-MM-DD of a calendar date between 1800 and 2100; a `FieldError` for any other. */
function isoDate(year: number, month: number, day: number, original: string, name: string): string {
  if (year < 1800 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new FieldError(`${name} "${original}" is not a date`);
  }
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/**
 * A date as YYYY-MM-DD from the formats NYC data uses: 2022-06-01, 2021-02-09T00:00:00.000,
 * 6/1/2022, 06/01/2022 12:00:00 AM, 1/7/19 (two-digit years are 19xx above 50, else 20xx),
 * 20100525, 01-JAN-2020, and 04/2019 (first of the month). Null when empty.
 */
export function parseDate(value: string | null, name = 'date'): string | null {
  if (value === null) return null;
  const text = value.trim();
  if (text === '') return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]), value, name);
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s.*)?$/.exec(text);
  if (match) {
    let year = Number(match[3]);
    if (match[3]!.length === 2) year += year > 50 ? 1900 : 2000;
    return isoDate(year, Number(match[1]), Number(match[2]), value, name);
  }
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]), value, name);
  match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (match && MONTHS[match[2]!.toLowerCase()]) {
    return isoDate(Number(match[3]), MONTHS[match[2]!.toLowerCase()]!, Number(match[1]), value, name);
  }
  match = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return isoDate(Number(match[2]), Number(match[1]), 1, value, name);
  throw new FieldError(`${name} "${value}" is not a date`);
}

/** A timestamp "MM/DD/YYYY hh:mm:ss AM" or ISO as "YYYY-MM-DD hh:mm:ss"; null when empty. */
export function parseTimestamp(value: string | null, name = 'timestamp'): string | null {
  if (value === null) return null;
  const text = value.trim();
  if (text === '') return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?$/i.exec(text);
  if (us) {
    let hour = Number(us[4]);
    const meridiem = us[7]?.toUpperCase();
    if (meridiem === 'PM' && hour < 12) hour += 12;
    if (meridiem === 'AM' && hour === 12) hour = 0;
    const minute = Number(us[5]);
    const second = Number(us[6] ?? '0');
    if (hour > 23 || minute > 59 || second > 59 || (meridiem !== undefined && Number(us[4]) > 12)) {
      throw new FieldError(`${name} "${value}" is not a time of day`);
    }
    const day = isoDate(Number(us[3]), Number(us[1]), Number(us[2]), value, name);
    return `${day} ${String(hour).padStart(2, '0')}:${us[5]}:${us[6] ?? '00'}`;
  }
  const iso = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(text);
  if (iso) {
    const [hour = 0, minute = 0, second = 0] = iso[2]!.split(':').map(Number);
    if (hour > 23 || minute > 59 || second > 59) throw new FieldError(`${name} "${value}" is not a time of day`);
    return `${parseDate(iso[1]!, name)} ${iso[2]!.length === 5 ? `${iso[2]}:00` : iso[2]}`;
  }
  const day = parseDate(text, name);
  return day === null ? null : `${day} 00:00:00`;
}

/** Y/YES/TRUE/1 → true, N/NO/FALSE/0 → false, empty → null. */
export function parseFlag(value: string | null, name = 'flag'): boolean | null {
  if (value === null) return null;
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  if (['y', 'yes', 'true', '1', 't'].includes(text)) return true;
  if (['n', 'no', 'false', '0', 'f'].includes(text)) return false;
  throw new FieldError(`${name} "${value}" is not yes or no`);
}
