/**
 * Number parsing for form and CSV fields, which arrive as text a person typed:
 * '1,250,000', '$1,250,000.50', ' 42 '. Empty means "not given".
 */

export type ParsedNumber = { ok: true; value: number | undefined } | { ok: false; message: string };

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^\d+(\.\d+)?$|^\.\d+$/;

/**
 * A decimal amount from text: optional '$', thousands separators, optional minus.
 * `undefined` for empty text. Rejects anything else (including '1e5' and '12abc').
 */
export function parseDecimalText(raw: string | number | null | undefined): ParsedNumber {
  if (raw == null) return { ok: true, value: undefined };
  if (typeof raw === 'number') return Number.isFinite(raw) ? { ok: true, value: raw } : { ok: false, message: 'must be a number' };
  let text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1).trim();
  if (text.startsWith('$')) text = text.slice(1).trim();
  if (!GROUPED.test(text) && !PLAIN.test(text)) return { ok: false, message: 'must be a number' };
  const value = Number(text.replace(/,/g, ''));
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** A whole number from text (separators allowed, no '$'); `undefined` for empty text. */
export function parseIntegerText(raw: string | number | null | undefined): ParsedNumber {
  if (typeof raw === 'string' && raw.trim().replace(/^-/, '').trim().startsWith('$')) return { ok: false, message: 'must be a number' };
  const parsed = parseDecimalText(raw);
  if (!parsed.ok || parsed.value === undefined) return parsed;
  return Number.isInteger(parsed.value) ? parsed : { ok: false, message: 'must be a whole number' };
}
