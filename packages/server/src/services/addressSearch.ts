/**
 * Address matching for property search and suggestions. Stored addresses keep a
 * normalised copy (`address_normalized`) so "418 Halsey St." and "418 HALSEY STREET" meet.
 */

const STREET_WORDS: Readonly<Record<string, string>> = {
  ave: 'avenue', av: 'avenue', avn: 'avenue',
  pl: 'place', rd: 'road', blvd: 'boulevard', pkwy: 'parkway', dr: 'drive', ln: 'lane',
  ct: 'court', ter: 'terrace', hwy: 'highway', tpke: 'turnpike', plz: 'plaza', sq: 'square',
  expy: 'expressway', cres: 'crescent', e: 'east', w: 'west', n: 'north', s: 'south',
};

const ORDINAL = /^(\d+)(st|nd|rd|th)$/;

/**
 * The comparable form of a street address: lower case, punctuation dropped (a hyphen
 * inside a Queens house number is kept), street-type and direction abbreviations spelt out,
 * ordinal suffixes dropped ('74th' → '74'), single spaces. 'St' is 'street' as the last
 * word and 'saint' elsewhere ('St Marks Place').
 *
 * @example
 * normalizeStreetAddress('31-15 Ditmars Blvd.') // '31-15 ditmars boulevard'
 * normalizeStreetAddress('150 W. 74th St') // '150 west 74 street'
 */
export function normalizeStreetAddress(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d)\s*-\s*(\d)/g, '$1\u0000$2')
    .replace(/[^\p{L}\p{N}\u0000\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
  return words
    .map((word, index) => {
      if (word === 'st') return index === words.length - 1 ? 'street' : 'saint';
      const ordinal = ORDINAL.exec(word);
      if (ordinal) return ordinal[1]!;
      return STREET_WORDS[word] ?? word;
    })
    .join(' ')
    .replace(/\u0000/g, '-');
}

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

/** The one-line label of an address, as the suggestion list shows it. */
export function addressLabel(row: { address: string; city: string | null; state: string | null; zip: string | null }): string {
  const stateZip = [row.state, row.zip].filter(Boolean).join(' ');
  return [row.address, row.city, stateZip].filter(Boolean).join(', ');
}
