import * as z from 'zod/mini';

/** NYC borough codes as PLUTO writes them. */
export const BOROUGH_CODES = ['MN', 'BX', 'BK', 'QN', 'SI'] as const;
export type BoroughCode = (typeof BOROUGH_CODES)[number];

/** Display names of the boroughs. */
export const BOROUGH_NAMES: Readonly<Record<BoroughCode, string>> = {
  MN: 'Manhattan',
  BX: 'Bronx',
  BK: 'Brooklyn',
  QN: 'Queens',
  SI: 'Staten Island',
};

/** The borough digit of each code (1 = Manhattan … 5 = Staten Island): the first digit of a BBL. */
export const BOROUGH_NUMBERS: Readonly<Record<BoroughCode, string>> = { MN: '1', BX: '2', BK: '3', QN: '4', SI: '5' };

export const boroughCodeSchema = /* @__PURE__ */ (() => z.enum(BOROUGH_CODES))();

/**
 * The words NYC data and people use for each borough, lower case with single spaces: the code,
 * the borough name, the county name with and without "county", and common variants ("the
 * bronx", "statenisland"). BBL digits are not listed here; `boroughCode` reads those itself.
 */
export const BOROUGH_ALIASES: Readonly<Record<string, BoroughCode>> = {
  mn: 'MN', manhattan: 'MN', 'new york': 'MN', 'new york county': 'MN',
  bx: 'BX', bronx: 'BX', 'the bronx': 'BX', 'bronx county': 'BX',
  bk: 'BK', brooklyn: 'BK', kings: 'BK', 'kings county': 'BK',
  qn: 'QN', queens: 'QN', 'queens county': 'QN',
  si: 'SI', 'staten island': 'SI', statenisland: 'SI', richmond: 'SI', 'richmond county': 'SI',
};

/**
 * The postal place names Queens addresses carry instead of "Queens" ("Astoria, NY 11102"),
 * lower case, "Saint" spelled out. Some straddle the Nassau County line: see `NASSAU_LINE_PLACES`.
 */
export const QUEENS_POSTAL_PLACES = [
  'astoria', 'long island city', 'flushing', 'jamaica', 'jamaica estates', 'forest hills', 'rego park',
  'elmhurst', 'east elmhurst', 'jackson heights', 'corona', 'woodside', 'sunnyside', 'ridgewood', 'maspeth',
  'middle village', 'glendale', 'ozone park', 'south ozone park', 'richmond hill', 'south richmond hill',
  'kew gardens', 'howard beach', 'woodhaven', 'far rockaway', 'rockaway park', 'rockaway beach', 'arverne',
  'breezy point', 'bayside', 'whitestone', 'college point', 'fresh meadows', 'oakland gardens', 'little neck',
  'douglaston', 'glen oaks', 'floral park', 'bellerose', 'queens village', 'hollis', 'saint albans',
  'cambria heights', 'springfield gardens', 'rosedale', 'laurelton',
] as const;

/**
 * Queens postal places whose name is shared with Nassau County across the city line: the name
 * alone does not put an address in New York City, so a check for "is this NYC" leaves them out.
 */
export const NASSAU_LINE_PLACES: readonly (typeof QUEENS_POSTAL_PLACES)[number][] = ['floral park', 'bellerose'];

const BY_NUMBER: Readonly<Record<string, BoroughCode>> = Object.fromEntries(
  BOROUGH_CODES.map((code) => [BOROUGH_NUMBERS[code], code]),
);

/**
 * A borough code from a code, a borough or county name (any case and spacing), or a BBL
 * digit with or without leading zeros ("3", "03"); `null` when the value names no borough.
 *
 * @example
 * boroughCode('Brooklyn') // 'BK'
 * boroughCode('Richmond County') // 'SI'
 * boroughCode('04') // 'QN'
 */
export function boroughCode(value: string | null | undefined): BoroughCode | null {
  if (value == null) return null;
  const key = value.trim().toLowerCase().replace(/\s+/g, ' ');
  // Own keys only: "__proto__", "constructor" or "toString" typed as a borough is no borough.
  if (/^\d+$/.test(key)) {
    const number = key.replace(/^0+(?=\d)/, '');
    return Object.hasOwn(BY_NUMBER, number) ? (BY_NUMBER[number] ?? null) : null;
  }
  return Object.hasOwn(BOROUGH_ALIASES, key) ? (BOROUGH_ALIASES[key] ?? null) : null;
}
