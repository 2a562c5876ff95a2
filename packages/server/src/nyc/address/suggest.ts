import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { BoroughCode } from '@rei/engine';
import { boroughName } from './addressRow';
import { canonicalStreet, nycStreetText } from '@rei/engine';
import { boroughOfPlace, parseNycAddress } from './parse';
import { publicRecordCacheOf } from '../enrichment/publicRecordCache';

/** One NYC address offered while typing. */
export interface NycAddressSuggestion {
  bbl: string;
  borough: BoroughCode;
  /** "350 5 Avenue" (the lowest number of a stored range). */
  address: string;
  /** The borough's name. */
  city: string;
  zip: string | null;
  /** "350 5 Avenue, Manhattan, NY 10118": what the list shows and what resolves back to the lot. */
  label: string;
  /** "350 5 avenue": the normalised house and street, to tell duplicates from other sources. */
  key: string;
}

/** What to look up: prefixes of `search_text` (house, street, borough) or of `street_text` (street alone). */
export interface SuggestionPrefixes {
  readonly search: readonly string[];
  readonly street: readonly string[];
  /** The borough named, to keep street-only suggestions in it. */
  readonly borough: BoroughCode | null;
}

/** At most this many prefix variants are looked up per query. */
const MAX_VARIANTS = 4;
const ORDINAL_PART = /^(\d+)(?:s|n|r|t|st|nd|rd|th)$/;

/**
 * The text before a ZIP still being typed ("418 halsey st brooklyn ny 112" → "418 halsey st
 * brooklyn ny "): one to four digits at the end, straight after a place or the state. Null
 * otherwise — "100 west 1" is a numbered street being typed. A complete ZIP is the parser's.
 */
function withoutPartialZip(typed: string): string | null {
  const match = /^(.*\S)\s+\d{1,4}$/.exec(typed);
  if (!match) return null;
  const words = typedWords(match[1]!);
  if (words.length < 3) return null;
  const last = words.at(-1)!;
  const afterPlace = last === 'ny' || boroughOfPlace(last) !== undefined || boroughOfPlace(words.slice(-2).join(' ')) !== undefined;
  return afterPlace ? `${match[1]} ` : null;
}

/** Lower-case words as the address normaliser splits them (a hyphen inside a number kept). */
function typedWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d)\s*-\s*(\d)/g, '$1\u0000$2')
    .replace(/[^\p{L}\p{N}\u0000\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/\u0000/g, '-'));
}

/** The normalised forms a word may stand for; the last word, still being typed, stays a prefix. */
function wordForms(word: string, position: 'inner' | 'last' | 'partial'): string[] {
  if (word === 'st') return position === 'last' ? ['street'] : position === 'partial' ? ['st', 'saint'] : ['street', 'saint'];
  if (position !== 'partial') return [nycStreetText(word)];
  const typed = ORDINAL_PART.exec(word)?.[1] ?? word;
  const expanded = nycStreetText(word);
  return expanded.startsWith(typed) ? [typed] : [typed, expanded];
}

/** Every combination of the words' forms, at most `MAX_VARIANTS`. */
function combinations(forms: readonly string[][]): string[] {
  let variants = [''];
  for (const options of forms) {
    variants = variants.flatMap((v) => options.map((o) => (v ? `${v} ${o}` : o))).slice(0, MAX_VARIANTS);
  }
  return variants.filter((v) => v !== '');
}

/**
 * The prefixes to look up for what was typed so far. The last word may be unfinished ("418
 * halsey s" must still find "halsey street"), so it is kept as typed, plus its expansion when
 * that does not start with it ("blvd" → "boulevard"); "st" before other words may be "street" or
 * "saint". When a borough, neighbourhood or ZIP was read, the complete "house street borough"
 * form is looked up as well. Text without a leading house number looks up streets, and so does
 * text led by a plain number, which may be a numbered street ("191 dri"). A ZIP still being typed
 * after the borough or state ("… brooklyn ny 112") is left out until it is complete.
 *
 * @example
 * suggestionPrefixes('418 halsey st bro').search // ['418 halsey street bro', '418 halsey saint bro']
 */
export function suggestionPrefixes(typed: string): SuggestionPrefixes {
  const beforeZip = withoutPartialZip(typed);
  if (beforeZip !== null) return suggestionPrefixes(beforeZip);
  const words = typedWords(typed);
  const finished = /\s$/.test(typed);
  const forms = words.map((word, i) => wordForms(word, i < words.length - 1 ? 'inner' : finished ? 'last' : 'partial'));
  const raw = combinations(forms).map(canonicalStreet);
  const parsed = parseNycAddress(typed);
  const borough = parsed.borough ?? parsed.zipBorough;
  const hasHouse = parsed.houseNumber !== null || /^\d+(-\d+)?[a-z]?$/.test(words[0] ?? '');
  if (!hasHouse) {
    // street_text holds no borough: with one named, the parsed street is the whole prefix.
    return { search: [], street: unique(borough && parsed.street ? [parsed.street] : raw), borough };
  }
  const complete =
    borough && parsed.houseNumber && parsed.street
      ? [`${parsed.houseNumber.toLowerCase()} ${parsed.street} ${boroughName(borough).toLowerCase()}`]
      : [];
  // A plain leading number may also begin a numbered street ("191 dri" → "191 DRIVE" in Queens).
  const numberedStreet = /^\d+$/.test(words[0] ?? '') && words.length > 1;
  const street = !numberedStreet ? [] : borough && parsed.street ? [`${words[0]} ${parsed.street}`] : raw;
  return { search: unique([...complete, ...raw]), street: unique(street), borough: numberedStreet ? borough : null };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)].slice(0, MAX_VARIANTS);
}

/** A LIKE pattern matching strings that start with `prefix` (its own % and _ match themselves). */
export function likePrefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** "WEST 74 STREET" → "West 74 Street"; numbers with letters stay upper case ("111A"). */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

interface SuggestionRow {
  bbl: string;
  borough: string;
  house_low: string | null;
  street_name: string;
  street_text: string;
  zip_code: string | null;
  search_text: string;
}

const COLUMNS = sql.raw('bbl, borough, house_low, street_name, street_text, zip_code, search_text');

/**
 * The `search_text` / `street_text` prefix queries of `prefixes`, one indexed range scan each
 * (`text_pattern_ops`: the LIKE pattern is a literal prefix), merged alphabetically. Ordering
 * `using ~<~` (the operator class's own order, byte order) lets each scan read its rows in
 * index order and stop at the limit, however many addresses share a short prefix.
 */
export function suggestionQuery(prefixes: SuggestionPrefixes, limit: number): SQL | null {
  const parts: SQL[] = [
    ...prefixes.search.map(
      (p) => sql`(select ${COLUMNS} from nyc_addresses where search_text like ${likePrefixPattern(p)} order by search_text using ~<~ limit ${limit})`,
    ),
    ...prefixes.street.map(
      (p) =>
        sql`(select ${COLUMNS} from nyc_addresses where street_text like ${likePrefixPattern(p)}${
          prefixes.borough ? sql` and borough = ${prefixes.borough}` : sql``
        } order by street_text using ~<~, house_low_number limit ${limit})`,
    ),
  ];
  if (parts.length === 0) return null;
  return sql`select * from (${sql.join(parts, sql` union all `)}) as found order by search_text using ~<~ limit ${limit * parts.length}`;
}

/**
 * Up to `limit` NYC addresses starting with what was typed, alphabetically, one per lot and
 * address (PAD, PLUTO and sales often list the same one).
 */
export async function suggestNycAddresses(db: Database, typed: string, limit: number): Promise<readonly NycAddressSuggestion[]> {
  // The imported address directory changes only with an import: kept until the next one.
  const cache = publicRecordCacheOf(db);
  return cache ? cache.imported(`address-suggestions:${limit}:${typed}`, () => readSuggestions(db, typed, limit)) : readSuggestions(db, typed, limit);
}

async function readSuggestions(db: Database, typed: string, limit: number): Promise<readonly NycAddressSuggestion[]> {
  const query = suggestionQuery(suggestionPrefixes(typed), limit * 2);
  if (query === null) return [];
  const { rows } = (await db.execute(query)) as unknown as { rows: SuggestionRow[] };
  const seen = new Set<string>();
  const suggestions: NycAddressSuggestion[] = [];
  for (const row of rows) {
    const borough = row.borough as BoroughCode;
    const house = row.house_low?.toUpperCase() ?? null;
    const key = `${house ? `${house.toLowerCase()} ` : ''}${row.street_text}`;
    if (seen.has(`${row.bbl}|${key}`)) continue;
    seen.add(`${row.bbl}|${key}`);
    const address = `${house ? `${house} ` : ''}${titleCase(row.street_name)}`;
    const city = boroughName(borough);
    suggestions.push({
      bbl: row.bbl,
      borough,
      address,
      city,
      zip: row.zip_code,
      label: `${address}, ${city}, NY${row.zip_code ? ` ${row.zip_code}` : ''}`,
      key,
    });
    if (suggestions.length === limit) break;
  }
  return suggestions;
}
