import { normalizeStreetAddress } from './normalizeStreetAddress';
import type { STREET_TYPE_NAMES } from './streetWords';

/**
 * Words NYC files and people abbreviate beyond what `normalizeStreetAddress` spells out
 * (DOF sales, PAD, HPD, and what is typed): FT HAMILTON, MT HOPE, BWAY, TERR, EXPWY…
 */
const NYC_WORDS: Readonly<Record<string, string>> = {
  ft: 'fort', mt: 'mount', bway: 'broadway', bdwy: 'broadway', brdwy: 'broadway',
  terr: 'terrace', trce: 'terrace', pky: 'parkway', pkway: 'parkway', expwy: 'expressway', exwy: 'expressway',
  expressw: 'expressway', hway: 'highway', tpk: 'turnpike', cir: 'circle', crcl: 'circle',
  crst: 'crescent', plc: 'place', wlk: 'walk', gdns: 'gardens',
};

/**
 * Shortenings the DOF sales files use only at a street's end, where the type stands
 * ("FATHER CAPODANNO BL", "MANHATTAN COLLEGE PY", "BOOTH MEMORIAL AVENU", "JORALEMON STRET",
 * "AVENUE OF THE AMER").
 */
const LAST_WORDS: Readonly<Record<string, string>> = {
  bl: 'boulevard', py: 'parkway', avenu: 'avenue', stret: 'street', amer: 'americas',
};

const UNIT_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEEN_ORDINALS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENS_ORDINALS = ['twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];

/** A spelled ordinal word on its own: "fifth" → 5, "twelfth" → 12, "fortieth" → 40, "hundredth" → 100. */
const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map<string, number>([
  ...UNIT_ORDINALS.map((w, i) => [w, i + 1] as const),
  ...TEEN_ORDINALS.map((w, i) => [w, i + 10] as const),
  ...TENS_ORDINALS.map((w, i) => [w, (i + 2) * 10] as const),
  ['hundredth', 100],
]);
const TENS_WORDS: ReadonlyMap<string, number> = new Map(TENS.map((w, i) => [w, (i + 2) * 10] as const));

/**
 * The words with spelled ordinals as numbers, as PAD writes streets: "fifth" → "5",
 * "twenty first" (typed "Twenty-First") → "21", "one hundred twenty fifth" → "125".
 */
function numberOrdinals(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    let at = i;
    let hundreds = 0;
    if ((words[at] === 'one' && words[at + 1] === 'hundred') || words[at] === 'hundred') {
      const next = words[at] === 'hundred' ? at + 1 : at + 2;
      const skipAnd = words[next] === 'and' ? next + 1 : next;
      if (ORDINAL_WORDS.has(words[skipAnd] ?? '') || TENS_WORDS.has(words[skipAnd] ?? '')) {
        hundreds = 100;
        at = skipAnd;
      }
    }
    const tens = TENS_WORDS.get(words[at] ?? '');
    const unitAfterTens = tens !== undefined ? ORDINAL_WORDS.get(words[at + 1] ?? '') : undefined;
    if (tens !== undefined && unitAfterTens !== undefined && unitAfterTens < 10) {
      out.push(String(hundreds + tens + unitAfterTens));
      i = at + 1;
      continue;
    }
    const single = ORDINAL_WORDS.get(words[at] ?? '');
    if (single !== undefined && (hundreds === 0 || single < 100)) {
      out.push(String(hundreds + single));
      i = at;
      continue;
    }
    out.push(words[i]!);
  }
  return out;
}

/**
 * The NYC canonical form of a street already in `normalizeStreetAddress` form, so one street
 * meets across datasets and what people type: FT → fort, MT → mount, BWAY / B'WAY → broadway,
 * the DOF files' own type abbreviations (TERR, EXPWY, PKY…; BL, PY, AVENU, STRET as the last
 * word) spelt out, and spelled ordinals as
 * numbers ("fifth avenue" → "5 avenue"). Saint ("St. Nicholas") is already spelt out by the
 * normaliser. Idempotent.
 *
 * @example
 * canonicalStreet('ft hamilton pkwy') // 'fort hamilton parkway' (pkwy already → parkway)
 * canonicalStreet('b way') // 'broadway'
 */
export function canonicalStreet(normalized: string): string {
  if (normalized === '') return normalized;
  const words = normalized.split(' ');
  const joined: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    // B'WAY reads as "b way" once the apostrophe is gone.
    if (words[i] === 'b' && words[i + 1] === 'way') {
      joined.push('broadway');
      i += 1;
    } else {
      joined.push(NYC_WORDS[words[i]!] ?? words[i]!);
    }
  }
  const last = joined.length - 1;
  if (last > 0) joined[last] = LAST_WORDS[joined[last]!] ?? joined[last]!;
  return numberOrdinals(joined).join(' ');
}

/** `normalizeStreetAddress` then `canonicalStreet`: the form `nyc_addresses` stores and queries use. */
export function nycStreetText(text: string): string {
  return canonicalStreet(normalizeStreetAddress(text));
}

/**
 * The street types a DOF file may leave off a street ("BAY 10" for "Bay 10th Street"). Only the
 * common ones: dropping a rarer type ("Grand Concourse" → "grand") would match the wrong street.
 */
const DROPPABLE_STREET_TYPES: ReadonlySet<(typeof STREET_TYPE_NAMES)[number]> = new Set([
  'street', 'avenue', 'place', 'road', 'boulevard', 'parkway', 'drive', 'lane', 'court', 'terrace',
  'plaza', 'square', 'crescent', 'walk', 'way', 'loop', 'path', 'circle',
] as const);

/**
 * The street without its trailing type ("bay 10 street" → "bay 10"), for a second look when
 * nothing matched; null when the street has no type word after at least one other word.
 */
export function streetWithoutType(street: string): string | null {
  const words = street.split(' ');
  if (words.length < 2 || !(DROPPABLE_STREET_TYPES as ReadonlySet<string>).has(words.at(-1)!)) return null;
  return words.slice(0, -1).join(' ');
}

/** The types tried after a street written without one ("bay 10" → "bay 10 street", …), in order. */
export const FALLBACK_TYPES: readonly (typeof STREET_TYPE_NAMES)[number][] = ['street', 'avenue', 'place', 'road', 'court', 'lane', 'drive', 'terrace'];

/**
 * Other stored forms to try when a street matched nothing: without its type, or — written with
 * none — with the common ones; and an "St" inside the street read as "street" rather than
 * "saint" ("Plaza St E", "Bay St Landing"). Empty for a single word.
 */
export function streetTypeVariants(street: string): string[] {
  if (!street.includes(' ')) return [];
  const words = street.split(' ');
  const innerStreet = words.map((word, i) => (i > 0 && word === 'saint' ? 'street' : word)).join(' ');
  const bare = streetWithoutType(street);
  const typed = bare !== null ? [bare] : FALLBACK_TYPES.map((type) => `${street} ${type}`);
  return innerStreet === street ? typed : [innerStreet, ...typed];
}

/**
 * Manhattan avenues known by two names, each group in canonical form, with the shortenings the
 * DOF sales files write when a name passes their 20 characters ("AVENUE OF THE AMERIC",
 * "FREDERICK DOUGLASS B"). House numbers run on across the names, so an address under one name
 * is the same lot under the other.
 */
const MANHATTAN_ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['6 avenue', 'avenue of the americas', 'avenue of the americ', 'avenue of the ameri'],
  ['7 avenue', 'adam clayton powell jr boulevard', 'adam clayton powell junior boulevard', 'adam clayton powell boulevard', 'adam c powell boulevard', 'adam c powell jr boulevard', 'fashion avenue'],
  ['8 avenue', 'frederick douglass boulevard', 'frederick douglas boulevard', 'frederick douglass b'],
  ['lenox avenue', 'malcolm x boulevard'],
];

const MANHATTAN_ALIASES: ReadonlyMap<string, readonly string[]> = new Map(
  MANHATTAN_ALIAS_GROUPS.flatMap((group) => group.map((name) => [name, group.filter((other) => other !== name)] as const)),
);

/**
 * The other names of a Manhattan street in canonical form ("6 avenue" → "avenue of the
 * americas", …); empty for a street with one name.
 *
 * @example
 * manhattanStreetAliases('adam c powell boulevard') // ['7 avenue', 'adam clayton powell jr boulevard', …]
 */
export function manhattanStreetAliases(street: string): readonly string[] {
  return MANHATTAN_ALIASES.get(street) ?? [];
}
