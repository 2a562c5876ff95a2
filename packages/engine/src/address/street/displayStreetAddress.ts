import { nycStreetText } from './canonicalStreet';
import { STREET_TYPE_NAMES } from './streetWords';

const STREET_TYPES: ReadonlySet<string> = new Set(STREET_TYPE_NAMES);

/** Short words that stay lower case inside a street name ('Avenue of the Americas'). */
const MINOR_WORDS: ReadonlySet<string> = new Set(['of', 'the', 'and', 'at', 'on', 'de', 'la']);

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th', 22 → '22nd', 113 → '113th'. */
function withOrdinalSuffix(digits: string): string {
  const n = Number(digits);
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${digits}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${digits}${suffix}`;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A street address as people write it, from any of the forms NYC files and people use: the
 * NYC canonical form (`nycStreetText`: abbreviations spelt out, FT → Fort, spelled ordinals as
 * numbers), then words capitalised (short joining words inside a name kept lower case) and a
 * numbered street or avenue given its ordinal suffix. The house number (the first word) is
 * left as it is, Queens hyphen included. Display only: matching uses `nycStreetText`.
 *
 * @example
 * displayStreetAddress('4533 3 AVENUE') // '4533 3rd Avenue'
 * displayStreetAddress('150 W 74TH ST') // '150 West 74th Street'
 * displayStreetAddress('31-15 DITMARS BLVD') // '31-15 Ditmars Boulevard'
 * displayStreetAddress('30-85 VERNON BOULEVARD, 3C') // '30-85 Vernon Boulevard, 3C' (a unit after a comma kept as written)
 */
export function displayStreetAddress(address: string): string {
  const comma = address.indexOf(',');
  if (comma !== -1) {
    const unit = address.slice(comma + 1).trim();
    const street = displayStreetAddress(address.slice(0, comma));
    return unit === '' ? street : `${street}, ${unit.replace(/^APT\b/, 'Apt')}`;
  }
  const words = nycStreetText(address).split(' ').filter((word) => word !== '');
  return words
    .map((word, index) => {
      if (/^\d+$/.test(word)) {
        const next = words[index + 1];
        return index > 0 && next !== undefined && STREET_TYPES.has(next) ? withOrdinalSuffix(word) : word;
      }
      if (index > 0 && index < words.length - 1 && MINOR_WORDS.has(word)) return word;
      return capitalised(word);
    })
    .join(' ');
}
