import { DIRECTION_ABBREVIATIONS, STREET_TYPE_ABBREVIATIONS } from './streetWords';

const SPELLED_OUT: Readonly<Record<string, string>> = { ...STREET_TYPE_ABBREVIATIONS, ...DIRECTION_ABBREVIATIONS };

const ORDINAL = /^(\d+)(st|nd|rd|th)$/;

/**
 * The comparable form of a street address, so '418 Halsey St.' and '418 HALSEY STREET' meet:
 * lower case, punctuation dropped (a hyphen inside a Queens house number is kept),
 * street-type and direction abbreviations spelt out, ordinal suffixes dropped ('74th' → '74'),
 * single spaces. 'St' is 'street' as the last word and 'saint' elsewhere ('St Marks Place').
 * Normalising twice gives the same text. NYC's own shortenings (FT, BWAY, spelled ordinals) are
 * left to `canonicalStreet`; `nycStreetText` applies both.
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
      return SPELLED_OUT[word] ?? word;
    })
    .join(' ')
    .replace(/\u0000/g, '-');
}
