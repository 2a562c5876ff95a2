import { BOROUGH_ALIASES, QUEENS_POSTAL_PLACES, nycStreetText, type BoroughCode } from '@rei/engine';

/** What a typed NYC address says, each part normalised; a part not given is null. */
export interface ParsedNycAddress {
  /** "350", Queens "31-15", "12A" (upper case); null when only a street was typed. */
  houseNumber: string | null;
  /** The street in the NYC canonical form of `nycStreetText` ("west 74 street", "5 avenue"); '' when none. */
  street: string;
  /** The borough named (or implied by a neighbourhood or ZIP); null when none or only "NYC". */
  borough: BoroughCode | null;
  zip: string | null;
  /** The borough the ZIP lies in, when the ZIP is a NYC one. */
  zipBorough: BoroughCode | null;
}

/**
 * Place names that follow a street, mapped to their borough: every borough word the engine
 * knows (`BOROUGH_ALIASES`: codes, names, counties), the short forms people type ("bklyn",
 * "qns", "lic"), and the engine's postal place names Queens addresses carry instead of "Queens".
 * "NYC" names no borough, so it is read and dropped like the state.
 */
const PLACES: ReadonlyMap<string, BoroughCode | null> = new Map<string, BoroughCode | null>([
  ...Object.entries(BOROUGH_ALIASES),
  ...['new york city', 'mnhtn'].map((p) => [p, 'MN'] as const),
  ...['bklyn'].map((p) => [p, 'BK'] as const),
  ...[...QUEENS_POSTAL_PLACES, 'qns', 'lic'].map((p) => [p, 'QN'] as const),
  ['nyc', null],
]);
const LONGEST_PLACE_WORDS = Math.max(...[...PLACES.keys()].map((p) => p.split(' ').length));

/** Words after the street that name no place: the state and the country. */
const STATE_WORDS: ReadonlySet<string> = new Set(['ny', 'n y', 'usa', 'us', 'united states', 'united states of america']);

/** The borough of a NYC ZIP code from its first three digits; null for a ZIP outside the city. */
export function boroughOfZip(zip: string): BoroughCode | null {
  const prefix = zip.slice(0, 3);
  if (prefix === '100' || prefix === '101' || prefix === '102') return 'MN';
  if (prefix === '103') return 'SI';
  if (prefix === '104') return 'BX';
  if (prefix === '112') return 'BK';
  if (prefix === '110' || prefix === '111' || prefix === '113' || prefix === '114' || prefix === '116') return 'QN';
  return null;
}

/** The borough a place name means ("Kings" → BK, "Astoria" → QN); undefined when it is no known place. */
export function boroughOfPlace(place: string): BoroughCode | null | undefined {
  return PLACES.get(placeWords(place).join(' '));
}

/** Lower-case words without punctuation; "St." → "st", "Saint" stays "saint". */
function placeWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => (w === 'st' ? 'saint' : w));
}

const HOUSE = /^(\d+(?:-\d+)?[A-Z]?)$/;
/** An apartment or floor at the end of a comma part: "Apt 4B", "#5C", "Fl 3". */
const UNIT = /(?:,\s*|\s+)(?:(?:apt|apartment|unit|suite|ste|rm|room|fl|floor)\b\.?\s*#?|#)\s*[\w-]+(?=\s*(?:,|$))/gi;

/**
 * Reads the trailing place, state and ZIP words off `words`, keeping at least `keep` words,
 * returning the boroughs named (last first), the ZIP and the rest.
 */
function takeTrailingPlaces(words: readonly string[], keep: number): { rest: string[]; boroughs: (BoroughCode | null)[]; zip: string | null } {
  const rest = [...words];
  const boroughs: (BoroughCode | null)[] = [];
  let zip: string | null = null;
  for (;;) {
    const last = rest.at(-1);
    if (last === undefined || rest.length <= keep) break;
    const zipMatch = /^(\d{5})(?:-\d{4})?$/.exec(last);
    if (zipMatch && zip === null) {
      zip = zipMatch[1]!;
      rest.pop();
      continue;
    }
    let taken = false;
    for (let size = Math.min(LONGEST_PLACE_WORDS, rest.length - keep); size >= 1 && !taken; size -= 1) {
      const phrase = placeWords(rest.slice(-size).join(' ')).join(' ');
      if (STATE_WORDS.has(phrase)) {
        taken = true;
      } else if (PLACES.has(phrase)) {
        boroughs.push(PLACES.get(phrase)!);
        taken = true;
      }
      if (taken) rest.splice(rest.length - size, size);
    }
    if (!taken) break;
  }
  return { rest, boroughs, zip };
}

/** Splits a leading house number off the words ("31-15", "31 - 15", "12A", "12 1/2"). */
function takeHouseNumber(words: readonly string[]): { houseNumber: string | null; rest: string[] } {
  let rest = [...words];
  if (rest.length >= 3 && /^\d+$/.test(rest[0]!) && rest[1] === '-' && /^\d+[a-z]?$/i.test(rest[2]!)) {
    rest = [`${rest[0]}-${rest[2]}`, ...rest.slice(3)];
  }
  const house = rest.length > 1 ? HOUSE.exec(rest[0]!.toUpperCase()) : null;
  if (!house) return { houseNumber: null, rest };
  const half = rest[1] === '1/2' ? 1 : 0;
  return { houseNumber: house[1]!, rest: rest.slice(1 + half) };
}

/**
 * Reads a typed NYC address: '31-15 Ditmars Blvd, Astoria, NY 11105', '350 5th Ave New York',
 * '418 halsey st bklyn', 'West 74th Street, Manhattan'. The house number comes first (Queens
 * hyphenated, a letter suffix; "½" dropped); place names, the state and the ZIP are read off the
 * end, with or without commas, and never eat the whole street ("100 Jamaica" is a street). "New
 * York" after another place is the state ("Flushing, New York"); alone it is Manhattan. A unit
 * ("Apt 4B", "#5C") is dropped.
 */
export function parseNycAddress(text: string): ParsedNycAddress {
  const cleaned = text.normalize('NFKC').replace(/½/g, ' 1/2').replace(UNIT, ' ').trim();
  const [first = '', ...others] = cleaned.split(',');
  const { houseNumber, rest } = takeHouseNumber(first.trim().split(/\s+/).filter((w) => w !== ''));
  const afterComma = takeTrailingPlaces(others.join(' ').split(/\s+/).filter((w) => w !== ''), 0);
  const inline = takeTrailingPlaces(rest, 1);
  // Read from the end: the comma parts' places first, then those straight after the street.
  const boroughs = [...afterComma.boroughs, ...inline.boroughs];
  const zip = afterComma.zip ?? inline.zip;
  // "New York" names Manhattan only when no other borough is given ("Flushing, New York").
  const named = boroughs.filter((b): b is BoroughCode => b !== null);
  const borough = named.find((b) => b !== 'MN') ?? named[0] ?? null;
  return {
    houseNumber,
    street: nycStreetText(inline.rest.join(' ')),
    borough,
    zip,
    zipBorough: zip ? boroughOfZip(zip) : null,
  };
}
