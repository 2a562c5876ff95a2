import { BOROUGH_ALIASES, QUEENS_POSTAL_PLACES, STREET_TYPES, nycStreetText, type BoroughCode } from '@rei/engine';

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
  /** The unit typed ("3C" of ", 3C", "#3C", "Apt 3C", "Unit 3C" or "… Street 3C"), upper case; null when none. */
  unit: string | null;
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
/** An apartment or floor at the end of a comma part: "Apt 4B", "#5C", "Fl 3"; the designator is group 1. */
const UNIT = /(?:,\s*|\s+)(?:(?:apt|apartment|unit|suite|ste|rm|room|fl|floor)\b\.?\s*#?|#)\s*([\w-]+)(?=\s*(?:,|$))/gi;
/**
 * A unit written without a word before it (", 3C" or "Vernon Blvd 3C"): a number with one or two
 * letters ("3C", "12AB"), letters with a number ("PH2", "A5"), or up to four digits after a
 * comma ("…, 12"). Never an ordinal ("3RD"), which is a street.
 */
const BARE_UNIT = /^(?:\d{1,4}[A-Z]{1,2}|[A-Z]{1,2}\d{1,4}[A-Z]?|PH[A-Z0-9]{0,4})$/;
const ORDINAL = /^\d+(?:ST|ND|RD|TH)$/;
const STREET_TYPE_WORDS: ReadonlySet<string> = new Set([...STREET_TYPES, 'broadway', 'bowery']);

/** Whether a word alone (no "Apt" before it) reads as a unit designator. */
function isBareUnit(word: string, afterComma: boolean): boolean {
  const upper = word.replace(/^#/, '').toUpperCase();
  if (ORDINAL.test(upper)) return false;
  return BARE_UNIT.test(upper) || (afterComma && /^\d{1,4}$/.test(upper));
}

/** The designator as stored and compared: upper case, no "#" or spaces ("#3c" → "3C"). */
export function unitDesignator(text: string): string {
  return text.replace(/^(?:apt|apartment|unit)\b\.?/i, '').replace(/[#\s.]/g, '').toUpperCase();
}

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
 * (", 3C", "#3C", "Apt 3C", "Unit 3C", or "3C" straight after the street type) is read into `unit`.
 */
export function parseNycAddress(text: string): ParsedNycAddress {
  let unit: string | null = null;
  const cleaned = text
    .normalize('NFKC')
    .replace(/½/g, ' 1/2')
    .replace(UNIT, (_match, designator: string) => {
      unit ??= unitDesignator(designator);
      return ' ';
    })
    .trim();
  const [first = '', ...others] = cleaned.split(',');
  const { houseNumber, rest } = takeHouseNumber(first.trim().split(/\s+/).filter((w) => w !== ''));
  // ", 3C": a comma part that is one unit-like word (the place and ZIP parts are read below).
  const parts = others.filter((part) => {
    const word = part.trim();
    if (unit === null && houseNumber !== null && !word.includes(' ') && isBareUnit(word, true)) {
      unit = unitDesignator(word);
      return false;
    }
    return true;
  });
  const afterComma = takeTrailingPlaces(parts.join(' ').split(/\s+/).filter((w) => w !== ''), 0);
  const inline = takeTrailingPlaces(rest, 1);
  // "30-85 Vernon Blvd 3C": a unit-like word straight after a street type ends the street.
  const last = inline.rest.at(-1);
  const beforeLast = inline.rest.at(-2)?.toLowerCase().replace(/\.$/, '');
  if (unit === null && houseNumber !== null && last !== undefined && beforeLast !== undefined && STREET_TYPE_WORDS.has(beforeLast) && isBareUnit(last, false)) {
    unit = unitDesignator(last);
    inline.rest.pop();
  }
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
    unit,
  };
}
