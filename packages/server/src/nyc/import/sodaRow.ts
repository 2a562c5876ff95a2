import type { SodaRow } from '../soda/client';
import { headerKey, type SourceRecord } from './fields';

/**
 * A SODA row as the import mappers read a CSV row: cells by `headerKey` (SODA's field names,
 * e.g. `sale_price` → `sale price`), system fields (`:id`, `:updated_at`) and nested values
 * (points) left out. The refresh and the live lookups both map SODA rows through it, so a row
 * read from NYC Open Data goes through the same dataset mapping as a row of an imported file.
 *
 * @example
 * sodaRowRecord({ ':id': 'row-1', sale_price: '1250000', borough: 3 }, 7)
 * // { line: 7, fields: { 'sale price': '1250000', borough: '3' } }
 */
export function sodaRowRecord(row: SodaRow, line: number): SourceRecord {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name.startsWith(':')) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[headerKey(name)] = String(value);
  }
  return { line, fields };
}
