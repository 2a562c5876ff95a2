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
