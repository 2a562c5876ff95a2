/**
 * Property route slugs: `/property/{slug}`.
 *
 * `addressToSlug` writes 'street-city-state-zip' in lower case; `slugToAddress` reads a
 * slug back into an address a person (and the search call) understands, restoring the
 * house-number range, capitals, the commas before the place and the state, and the ZIP.
 */

import { STREET_TYPE_ABBREVIATIONS, STREET_TYPE_NAMES } from '../street/streetWords';

/**
 * Street-type words, spelled out or abbreviated, that follow a street name: a place word
 * followed by one of them is part of the street ('Queens Boulevard'), not the place.
 */
export const STREET_TYPES: readonly string[] = [...STREET_TYPE_NAMES, 'st', ...Object.keys(STREET_TYPE_ABBREVIATIONS)];

/** Boroughs, the city name and Queens neighbourhoods (Queens addresses name the neighbourhood). */
export const NYC_PLACES = [
  'Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'New York',
  'Astoria', 'Long Island City', 'Sunnyside', 'Woodside', 'Jackson Heights', 'East Elmhurst', 'Elmhurst',
  'Corona', 'Flushing', 'College Point', 'Whitestone', 'Bayside', 'Little Neck', 'Douglaston',
  'Fresh Meadows', 'Forest Hills', 'Rego Park', 'Kew Gardens', 'Richmond Hill', 'Woodhaven',
  'Ozone Park', 'South Ozone Park', 'Howard Beach', 'Jamaica', 'Hollis', 'Queens Village',
  'Bellerose', 'Floral Park', 'Glen Oaks', 'Saint Albans', 'Springfield Gardens', 'Rosedale',
  'Laurelton', 'Cambria Heights', 'Far Rockaway', 'Arverne', 'Rockaway Park', 'Ridgewood',
  'Maspeth', 'Middle Village', 'Glendale', 'Briarwood', 'Oakland Gardens',
] as const;

/** US state and territory codes, recognised as the state when they appear as a two-letter word. */
const STATE_CODES = new Set(
  ('al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok ' +
    'or pa ri sc sd tn tx ut vt va wa wv wi wy pr vi gu as mp').split(' '),
);

const STREET_TYPE_SET = new Set<string>(STREET_TYPES);
const PLACE_WORDS: readonly (readonly string[])[] = [...NYC_PLACES]
  .map((place) => place.toLowerCase().split(' '))
  .sort((a, b) => b.length - a.length);
const PLACE_NAMES = new Map(NYC_PLACES.map((place) => [place.toLowerCase(), place]));

const NUMBER = /^\d+$/;
const ZIP = /^\d{5}$/;
const TWO_LETTERS = /^[a-z]{2}$/;

/**
 * The route slug of an address: lower-cased, commas removed, other punctuation stripped,
 * spaces (and existing hyphens) joined by single hyphens, then URL-encoded.
 *
 * @example
 * addressToSlug('142-10 Roosevelt Ave., Flushing, NY 11354') // '142-10-roosevelt-ave-flushing-ny-11354'
 */
export function addressToSlug(address: string): string {
  const words = address
    .normalize('NFC')
    .toLowerCase()
    .replace(/,/g, ' ')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  return encodeURIComponent(words.join('-'));
}

function safeDecode(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

// The longest NYC place starting at `index`, as a word count, or 0.
function placeLengthAt(words: readonly string[], index: number): number {
  for (const place of PLACE_WORDS) {
    if (place.every((part, offset) => words[index + offset] === part)) return place.length;
  }
  return 0;
}

/**
 * The address a slug stands for:
 * - a slug starting with two numeric parts begins with a house-number range ('142-10');
 * - words are capitalised, so street types ('Avenue') and ordinals ('42nd') read as written;
 * - a borough, 'New York' or a Queens neighbourhood is preceded by a comma, unless a
 *   street type follows it ('Queens Boulevard', 'Brooklyn Avenue' are street names);
 * - a two-letter word that is a US state code, standing where the state goes (just before
 *   the ZIP or at the end), becomes the upper-case state after a comma; elsewhere it is an
 *   ordinary word ('De Kalb', 'Ct' for Court);
 * - a five-digit number after the house number is the ZIP.
 *
 * @example
 * slugToAddress('142-10-roosevelt-avenue-flushing-ny-11354') // '142-10 Roosevelt Avenue, Flushing, NY 11354'
 * slugToAddress('350-5th-avenue-new-york-ny-10118') // '350 5th Avenue, New York, NY 10118'
 */
export function slugToAddress(slug: string): string {
  const words = safeDecode(slug)
    .toLowerCase()
    .split(/[-\s]+/)
    .filter((word) => word !== '');
  let text = '';
  let index = 0;
  const first = words[0];
  const second = words[1];
  if (first !== undefined && second !== undefined && NUMBER.test(first) && NUMBER.test(second)) {
    text = `${first}-${second}`;
    index = 2;
  }
  const append = (separator: string, word: string) => {
    text = text === '' ? word : `${text}${separator}${word}`;
  };
  while (index < words.length) {
    const word = words[index] as string;
    const next = words[index + 1];
    const placeLength = index > 0 ? placeLengthAt(words, index) : 0;
    const followedByStreetType = STREET_TYPE_SET.has(words[index + placeLength] ?? '');
    if (placeLength > 0 && !followedByStreetType) {
      const place = words.slice(index, index + placeLength).join(' ');
      append(', ', PLACE_NAMES.get(place) ?? place);
      index += placeLength;
      continue;
    }
    if (index > 0 && ZIP.test(word)) {
      append(' ', word);
    } else if (
      index > 0 &&
      TWO_LETTERS.test(word) &&
      STATE_CODES.has(word) &&
      (next === undefined || ZIP.test(next))
    ) {
      append(', ', word.toUpperCase());
    } else {
      append(' ', capitalise(word));
    }
    index += 1;
  }
  return text;
}

const BBL_WORD = /^[1-5]\d{9}$/;

/**
 * The canonical route slug of a lot: its full address (with the unit, e.g. "…, 3C" for a
 * condominium unit's lot or "…, APT 16" for an apartment) followed by its 10-digit BBL, so the
 * link reloads to the same lot whatever the address search would answer. Without a BBL, the
 * address slug alone.
 *
 * @example
 * propertySlug('30-85 VERNON BOULEVARD, 3C, Queens, NY 11102', '4005041019')
 * // '30-85-vernon-boulevard-3c-queens-ny-11102-4005041019'
 */
export function propertySlug(address: string, bbl: string | null): string {
  const slug = addressToSlug(address);
  return bbl !== null && BBL_WORD.test(bbl) ? `${slug}-${bbl}` : slug;
}

/** What a property slug says: the lot's BBL when it ends with one, the apartment it names ("apt-16"), and its address. */
export interface PropertySlugParts {
  /** The BBL the slug ends with; null for an address-only slug (read by searching its address). */
  readonly bbl: string | null;
  /** The word after "apt" ("16" of "…-apt-16-…"), upper case; null when none. */
  readonly apartment: string | null;
  /** The address the slug spells (without the BBL), as `slugToAddress` reads it. */
  readonly address: string;
}

/**
 * Reads a property slug: canonical (`propertySlug`: address then BBL) or an address alone (older
 * links, still searched by their address).
 *
 * @example
 * propertySlugParts('311-east-3rd-street-apt-16-manhattan-ny-10009-1003730049')
 * // { bbl: '1003730049', apartment: '16', address: '311 East 3rd Street Apt 16, Manhattan, NY 10009' }
 */
export function propertySlugParts(slug: string): PropertySlugParts {
  const words = safeDecode(slug).toLowerCase().split(/[-\s]+/).filter((word) => word !== '');
  const last = words.at(-1);
  const bbl = last !== undefined && words.length > 1 && BBL_WORD.test(last) ? last : null;
  const addressWords = bbl === null ? words : words.slice(0, -1);
  const apt = addressWords.indexOf('apt');
  const apartment = apt > 0 && apt + 1 < addressWords.length ? addressWords[apt + 1]!.toUpperCase() : null;
  return { bbl, apartment, address: slugToAddress(addressWords.join('-')) };
}
