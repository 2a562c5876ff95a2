import { normalizeStreetAddress } from './normalizeStreetAddress';

/** What a search text says: the candidate street forms (longest first), a ZIP and a place, when present. */
export interface ParsedAddressQuery {
  /** Normalised word prefixes of the street part, longest first (at least two words). */
  streetCandidates: string[];
  zip: string | null;
  /** Normalised text after the first comma (city, state), for tie-breaking. */
  place: string | null;
}

/**
 * Reads a search text such as '418 Halsey Street, Brooklyn, NY 11233' or
 * '418 halsey st brooklyn'. Without commas the street's end is unknown, so every word
 * prefix of two or more words is a candidate; the longest stored match wins.
 *
 * @example
 * parseAddressQuery('418 Halsey Street, Brooklyn, NY 11233')
 * // { streetCandidates: ['418 halsey street', '418 halsey'], zip: '11233', place: 'brooklyn ny' }
 */
export function parseAddressQuery(text: string): ParsedAddressQuery {
  const [streetPart = '', ...rest] = text.split(',');
  const restText = rest.join(' ');
  const zipMatch = /\b(\d{5})(?:-\d{4})?\b/.exec(rest.length > 0 ? restText : text.replace(/^\s*[\d-]+/, ''));
  const streetText = rest.length > 0 ? streetPart : text.replace(/\b\d{5}(-\d{4})?\b/g, ' ');
  // Normalise each prefix on its own, so a trailing 'St' reads as 'street' in its prefix.
  const rawWords = streetText.replace(/(\d)\s*-\s*(\d)/g, '$1-$2').split(/\s+/).filter((w) => w !== '');
  const streetCandidates: string[] = [];
  for (let length = rawWords.length; length >= Math.min(2, rawWords.length); length -= 1) {
    const candidate = normalizeStreetAddress(rawWords.slice(0, length).join(' '));
    if (candidate && !streetCandidates.includes(candidate)) streetCandidates.push(candidate);
    if (length === 0) break;
  }
  const place = rest.length > 0 ? normalizeStreetAddress(restText.replace(/\b\d{5}(-\d{4})?\b/g, ' ')) || null : null;
  return { streetCandidates, zip: zipMatch?.[1] ?? null, place };
}

/**
 * The one-line label of an address, as the suggestion list shows it: street, city, then state
 * and ZIP, skipping blanks.
 *
 * @example
 * addressLabel({ address: '1 Main St', city: null, state: 'NY', zip: null }) // '1 Main St, NY'
 */
export function addressLabel(row: { address: string; city: string | null; state: string | null; zip: string | null }): string {
  const stateZip = [row.state, row.zip].filter(Boolean).join(' ');
  return [row.address, row.city, stateZip].filter(Boolean).join(', ');
}
