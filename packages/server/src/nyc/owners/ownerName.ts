/**
 * Owner names as the search reads them. Registrations and deeds spell one company many ways
 * ("ZORIANO ASSOCIATES INC", "Zoriano Associates, Inc.", "ZORIANO ASSOC. LLC"), so a search
 * drops punctuation and corporate suffixes and looks for its words in order, each as a prefix
 * of part of the name: "zoriano assoc" finds all three.
 */

/** Trailing words that say what kind of company a name is, not whose. */
const CORPORATE_SUFFIXES = new Set([
  'LLC', 'LC', 'INC', 'INCORPORATED', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'LTD', 'LIMITED', 'LP', 'LLP', 'PLLC', 'PC', 'THE',
]);

/** Most words of a name a search keeps (each adds a LIKE step). */
const MAX_WORDS = 6;

/**
 * The words an owner search looks for: upper case, letters, digits, `&` and apostrophes only
 * (so no SQL or SoQL wildcard survives), corporate suffixes dropped from the end ("L.L.C." → LLC
 * → dropped) unless nothing else is left.
 *
 * @example
 * ownerSearchWords('Zoriano Associates, Inc.') // ['ZORIANO', 'ASSOCIATES']
 * ownerSearchWords("o'brien 100% llc")         // ["O'BRIEN", '100']
 */
export function ownerSearchWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    // "L.L.C." and "INC." read as one word each
    .replace(/\b((?:[A-Z]\.){2,})/g, (abbreviation) => abbreviation.replace(/\./g, ''))
    .replace(/[^A-Z0-9&'\s]+/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
  const kept = [...words];
  while (kept.length > 1 && CORPORATE_SUFFIXES.has(kept[kept.length - 1]!)) kept.pop();
  while (kept.length > 1 && kept[0] === 'THE') kept.shift();
  return kept.slice(0, MAX_WORDS);
}

/**
 * A LIKE pattern for the words: `%W1%W2%` — each word somewhere, in order. The words carry no
 * `%` or `_` (see `ownerSearchWords`), so the pattern's only wildcards are its own.
 */
export function ownerLikePattern(words: readonly string[]): string {
  return `%${words.join('%')}%`;
}

/** True when `candidate` (a name from a record) holds the words in order (the same test as the pattern). */
export function nameMatches(candidate: string, words: readonly string[]): boolean {
  const upper = candidate.toUpperCase();
  let from = 0;
  for (const word of words) {
    const at = upper.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return true;
}

/** A person's or company's name as one line: the corporation, else first and last name. */
export function contactName(parts: {
  readonly corporationName: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
}): string | null {
  const person = [parts.firstName, parts.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  const corporation = parts.corporationName?.trim() ?? '';
  return corporation || person || null;
}

/** The role of an ACRIS party: party type 1/2 read through the document type. */
export function acrisPartyRole(partyType: string | null, docType: string | null): string {
  const doc = docType?.trim().toUpperCase() ?? '';
  if (doc === 'DEED' || doc.startsWith('DEED')) return partyType === '2' ? 'Grantee (deed)' : 'Grantor (deed)';
  if (doc === 'MTGE' || doc === 'AGMT') return partyType === '2' ? 'Lender (mortgage)' : 'Borrower (mortgage)';
  return `Party ${partyType ?? '?'}${doc ? ` (${doc})` : ''}`;
}
