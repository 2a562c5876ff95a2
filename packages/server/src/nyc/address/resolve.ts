import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nycAddresses, nycSales } from '../../db/schema';
import type { BoroughCode } from '@rei/engine';
import { parseBbl } from '../import/fields';
import { boroughName, houseNumberValue } from './addressRow';
import { manhattanStreetAliases, streetTypeVariants } from '@rei/engine';
import { parseNycAddress, type ParsedNycAddress } from './parse';
import { publicRecordCacheOf } from '../enrichment/publicRecordCache';

/**
 * The unit of a resolved address. `condo-lot`: the unit is its own tax lot (a condominium unit,
 * lot 1001–6999, whose DOF sales name it), and the BBL is that lot's. `apartment`: the unit typed
 * is no lot of its own in the data (a co-op or rental apartment), and the BBL is the building's.
 */
export interface UnitOfLot {
  /** "3C", as DOF writes it. */
  readonly designator: string;
  readonly kind: 'condo-lot' | 'apartment';
  /** The unit typed, or null when none was (the lot is then a condominium unit found by its building's address). */
  readonly asked: string | null;
}

/** A free-text address (or a BBL) resolved to one lot. */
export interface ResolvedAddress {
  bbl: string;
  bin: string | null;
  borough: BoroughCode;
  /** "350 5 AVENUE, Manhattan, NY 10118", with the house number asked for (not the stored range). */
  displayAddress: string;
  houseNumber: string | null;
  streetName: string;
  zipCode: string | null;
  /** How the lot was found: the exact house number, a house-number range holding it, a street with one lot, or the city's address directory (GeoSearch). */
  matchedBy: 'exact' | 'range' | 'street' | 'directory';
  /** The unit typed or the condominium unit the lot is; null when neither. */
  unit: UnitOfLot | null;
}

type AddressRow = typeof nycAddresses.$inferSelect;

/** Rows read per lookup; far more than one address has lots in any borough. */
const CANDIDATE_ROWS = 50;

/** Datasets in the order their addresses are trusted: PAD is the city's address directory. */
const DATASET_RANK: Readonly<Record<string, number>> = { pad: 0, pluto: 1 };

/** "350 5 AVENUE, Manhattan, NY 10118"; "30-85 VERNON BOULEVARD, 3C, Queens, NY 11102" with a condominium unit, "…, APT 3C, …" with an apartment. */
function displayOf(houseNumber: string | null, streetName: string, borough: BoroughCode, zip: string | null, unit: UnitOfLot | null = null): string {
  return `${houseNumber ? `${houseNumber} ` : ''}${streetName}${unitSuffix(unit)}, ${boroughName(borough)}, NY${zip ? ` ${zip}` : ''}`;
}

/** ", 3C" for a condominium unit's lot, ", APT 3C" for an apartment of the building's lot, '' without a unit. */
export function unitSuffix(unit: UnitOfLot | null): string {
  if (unit === null) return '';
  return unit.kind === 'condo-lot' ? `, ${unit.designator}` : `, APT ${unit.designator}`;
}

/** Whether the BBL is a condominium unit's own lot (DOF numbers them 1001–6999; 7501–7599 are the buildings' billing lots). */
export function isCondoUnitLot(bbl: string): boolean {
  const lot = Number(bbl.slice(6));
  return lot >= 1001 && lot <= 6999;
}

/** The designator as compared: upper case, no "#", "APT" or spaces. */
function designatorKey(text: string): string {
  return text.replace(/^(?:apt|apartment|unit)\b\.?/i, '').replace(/[#\s.]/g, '').toUpperCase();
}

/** The unit each condominium unit lot's DOF sales name ("2F"), by BBL; lots whose sales name none are absent. */
export async function condoUnitsOf(db: Database, bbls: readonly string[]): Promise<Map<string, string>> {
  const lots = [...new Set(bbls.filter(isCondoUnitLot))];
  if (lots.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ bbl: nycSales.bbl, apartmentNumber: nycSales.apartmentNumber })
    .from(nycSales)
    .where(and(inArray(nycSales.bbl, lots), sql`${nycSales.apartmentNumber} is not null`));
  const units = new Map<string, string>();
  for (const row of rows) if (row.apartmentNumber && !units.has(row.bbl)) units.set(row.bbl, designatorKey(row.apartmentNumber));
  return units;
}

/** The lot with its unit, its display address naming it. */
function withUnit(lot: ResolvedAddress, unit: UnitOfLot | null): ResolvedAddress {
  return { ...lot, unit, displayAddress: displayOf(lot.houseNumber, lot.streetName, lot.borough, lot.zipCode, unit) };
}

/**
 * The candidates with the unit typed applied. The condominium unit lot whose sales name the unit
 * is the one answer. Else the building's lots (not unit lots) keep the unit as their apartment.
 * Else — every lot at the address is another condominium unit — each is listed with its own
 * unit (`asked` says what was typed and was not found), so the search can offer them. Without a
 * unit typed, a condominium unit lot says which unit it is.
 */
async function applyUnit(db: Database, candidates: readonly ResolvedAddress[], asked: string | null): Promise<readonly ResolvedAddress[]> {
  if (candidates.length === 0 || (asked === null && !candidates.some((c) => isCondoUnitLot(c.bbl)))) return candidates;
  const units = await condoUnitsOf(db, candidates.map((c) => c.bbl));
  const ownUnit = (lot: ResolvedAddress): UnitOfLot | null => {
    const designator = units.get(lot.bbl);
    return designator ? { designator, kind: 'condo-lot', asked } : null;
  };
  if (asked === null) return candidates.map((lot) => withUnit(lot, ownUnit(lot)));
  const key = designatorKey(asked);
  const unitLot = candidates.find((lot) => units.get(lot.bbl) === key);
  if (unitLot) return [withUnit(unitLot, { designator: key, kind: 'condo-lot', asked: key })];
  const buildings = candidates.filter((lot) => !isCondoUnitLot(lot.bbl));
  if (buildings.length > 0) return buildings.map((lot) => withUnit(lot, { designator: key, kind: 'apartment', asked: key }));
  return candidates.map((lot) => withUnit(lot, ownUnit(lot) && { ...ownUnit(lot)!, asked: key }));
}

function resolvedFrom(row: AddressRow, houseNumber: string | null, matchedBy: ResolvedAddress['matchedBy']): ResolvedAddress {
  const borough = row.borough as BoroughCode;
  return {
    bbl: row.bbl,
    bin: row.bin,
    borough,
    displayAddress: displayOf(houseNumber, row.streetName, borough, row.zipCode),
    houseNumber,
    streetName: row.streetName,
    zipCode: row.zipCode,
    matchedBy,
    unit: null,
  };
}

/** A house number as [number, hyphenated, letter]: "111B" → [111, false, 'B'], "31-15" → [31015, true, '']. */
function houseKey(house: string): { value: number; hyphenated: boolean; letter: string } | null {
  const value = houseNumberValue(house);
  if (value === null) return null;
  return { value, hyphenated: house.includes('-'), letter: /([A-Z])$/i.exec(house)?.[1]?.toUpperCase() ?? '' };
}

/**
 * Whether a stored range holds the house number: same street side (odd/even), both hyphenated
 * or neither, and between the ends by number then letter ("111B" is within "111A"–"111D",
 * "111" is not).
 */
export function rangeHolds(houseLow: string, houseHigh: string, house: string): boolean {
  const low = houseKey(houseLow);
  const high = houseKey(houseHigh);
  const wanted = houseKey(house);
  if (!low || !high || !wanted) return false;
  if (low.hyphenated !== wanted.hyphenated || low.value % 2 !== wanted.value % 2) return false;
  const compare = (a: typeof wanted, b: typeof wanted) => a.value - b.value || a.letter.localeCompare(b.letter);
  return compare(low, wanted) <= 0 && compare(wanted, high) <= 0;
}

/** The house numbers to try: as typed, then (outside Queens) the low end of a range like "301-303". */
function houseForms(parsed: ParsedNycAddress, borough: BoroughCode | null): string[] {
  const house = parsed.houseNumber;
  if (house === null) return [];
  const range = /^(\d+)-(\d+)$/.exec(house);
  if (range && borough !== 'QN' && Number(range[2]) > Number(range[1])) return [house, range[1]!];
  return [house];
}

/** Best first: the ZIP asked for, then PAD over other datasets, then the lowest BBL. */
function ranked(rows: AddressRow[], zip: string | null): AddressRow[] {
  const rank = (row: AddressRow) => [zip !== null && row.zipCode === zip ? 0 : 1, DATASET_RANK[row.dataset] ?? 2];
  return [...rows].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0]! - rb[0]! || ra[1]! - rb[1]! || a.bbl.localeCompare(b.bbl) || a.addressKey.localeCompare(b.addressKey);
  });
}

/** One row per lot, best row first. */
function distinctLots(rows: AddressRow[]): AddressRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.bbl) ? false : (seen.add(row.bbl), true)));
}

/** Rows on one of the streets (canonical `street_text` forms), in the borough when given. */
function onStreet(streets: readonly string[], borough: BoroughCode | null): SQL {
  const named = streets.length === 1 ? eq(nycAddresses.streetText, streets[0]!) : inArray(nycAddresses.streetText, [...streets]);
  return borough ? (and(named, eq(nycAddresses.borough, borough)) as SQL) : named;
}

/** PAD rows first (one per building, where sales list every condominium unit), then PLUTO, then the rest. */
const byDatasetRank = sql`case ${nycAddresses.dataset} when 'pad' then 0 when 'pluto' then 1 else 2 end`;

/** Rows whose house number is `house` exactly (either end of a stored range). */
async function exactRows(db: Database, streets: readonly string[], borough: BoroughCode | null, house: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(nycAddresses)
    .where(and(onStreet(streets, borough), sql`(upper(${nycAddresses.houseLow}) = ${house} or upper(${nycAddresses.houseHigh}) = ${house})`))
    .orderBy(byDatasetRank, asc(nycAddresses.bbl))
    .limit(CANDIDATE_ROWS);
}

/** Rows whose house-number range holds `house` (same side of the street, see `rangeHolds`). */
async function rangeRows(db: Database, streets: readonly string[], borough: BoroughCode | null, house: string): Promise<AddressRow[]> {
  const value = houseNumberValue(house);
  if (value === null) return [];
  const rows = await db
    .select()
    .from(nycAddresses)
    .where(and(onStreet(streets, borough), sql`${nycAddresses.houseLowNumber} <= ${value} and ${nycAddresses.houseHighNumber} >= ${value}`))
    .orderBy(byDatasetRank, asc(nycAddresses.bbl))
    .limit(CANDIDATE_ROWS);
  return rows.filter((row) => row.houseLow !== null && row.houseHigh !== null && rangeHolds(row.houseLow, row.houseHigh, house));
}

/** The lots on `streets` with the house number asked for (exact, else in a range), or on the street alone. */
async function lotsOnStreets(db: Database, parsed: ParsedNycAddress, borough: BoroughCode | null, streets: readonly string[]): Promise<ResolvedAddress[]> {
  if (parsed.houseNumber === null) {
    // One row per lot (its lowest house number), so a lot listed many times cannot hide another.
    const rows = await db
      .selectDistinctOn([nycAddresses.bbl])
      .from(nycAddresses)
      .where(onStreet(streets, borough))
      .orderBy(asc(nycAddresses.bbl), asc(nycAddresses.houseLowNumber), asc(nycAddresses.addressKey))
      .limit(CANDIDATE_ROWS);
    return distinctLots(ranked(rows, parsed.zip)).map((row) => resolvedFrom(row, null, 'street'));
  }
  const found = await lotsWithHouse(db, parsed, borough, streets, houseForms(parsed, borough));
  if (found.length > 0 || (borough !== null && borough !== 'QN')) return found;
  // "3085 Vernon Blvd": a Queens house number typed without its hyphen, tried as "30-85" in Queens only.
  return lotsWithHouse(db, parsed, 'QN', streets, queensHouseForms(parsed.houseNumber));
}

/** The lots on `streets` with one of the house numbers (exact first, then in a range). */
async function lotsWithHouse(
  db: Database,
  parsed: ParsedNycAddress,
  borough: BoroughCode | null,
  streets: readonly string[],
  houses: readonly string[],
): Promise<ResolvedAddress[]> {
  for (const house of houses) {
    const exact = await exactRows(db, streets, borough, house);
    if (exact.length > 0) return distinctLots(ranked(exact, parsed.zip)).map((row) => resolvedFrom(row, house, 'exact'));
  }
  for (const house of houses) {
    const inRange = await rangeRows(db, streets, borough, house);
    if (inRange.length > 0) return distinctLots(ranked(inRange, parsed.zip)).map((row) => resolvedFrom(row, house, 'range'));
  }
  return [];
}

/**
 * The Queens forms of a house number typed without its hyphen: "3085" → "30-85", "14811" →
 * "148-11" (Queens numbers end in a two-digit part, rarely three: "30085" → "300-85", "30-085").
 * None for a number with a hyphen, a letter, or fewer than three digits.
 */
export function queensHouseForms(house: string | null): string[] {
  if (house === null || !/^\d{3,6}$/.test(house)) return [];
  const forms = [`${house.slice(0, -2)}-${house.slice(-2)}`];
  if (house.length >= 4) forms.push(`${house.slice(0, -3)}-${house.slice(-3)}`);
  return forms;
}

/**
 * Every lot a free-text address may mean, best first (one entry per BBL): lots with the exact
 * house number, else lots whose house-number range holds it, else — when no house number was
 * typed — the lots on the street. A borough named or implied (neighbourhood, ZIP) restricts the
 * search to it; a ZIP ranks its lots first. When the street as typed matches nothing, it is
 * tried without its type, or with the common types when typed without one (DOF sales write
 * "30 BAY 10" where people type "30 Bay 10th Street"); like every match they keep to the
 * borough named or implied, and they also keep to the ZIP when one was given. A Manhattan
 * avenue with a second name is looked up under that name next ("6th Ave" finds DOF's
 * "AVENUE OF THE AMERICAS"), in Manhattan only.
 */
export async function resolveAddressCandidates(db: Database, text: string): Promise<readonly ResolvedAddress[]> {
  // The imported address directory changes only with an import: kept until the next one.
  const cache = publicRecordCacheOf(db);
  return cache ? cache.imported(`address-candidates:${text}`, () => readAddressCandidates(db, text)) : readAddressCandidates(db, text);
}

async function readAddressCandidates(db: Database, text: string): Promise<readonly ResolvedAddress[]> {
  const bbl = parseBbl(text);
  if (bbl !== null) {
    const lot = await resolveBbl(db, bbl);
    return lot ? [lot] : [];
  }
  const parsed = parseNycAddress(text);
  if (parsed.street === '') return [];
  return applyUnit(db, await lotsOfParsed(db, parsed), parsed.unit);
}

async function lotsOfParsed(db: Database, parsed: ParsedNycAddress): Promise<readonly ResolvedAddress[]> {
  const borough = parsed.borough ?? parsed.zipBorough;
  const found = await lotsOnStreets(db, parsed, borough, [parsed.street]);
  if (found.length > 0) return found;
  const aliases = borough === null || borough === 'MN' ? manhattanStreetAliases(parsed.street) : [];
  if (aliases.length > 0) {
    const aliased = await lotsOnStreets(db, parsed, 'MN', aliases);
    if (aliased.length > 0) return aliased;
  }
  const variants = streetTypeVariants(parsed.street);
  if (variants.length === 0) return [];
  const loose = await lotsOnStreets(db, parsed, borough, variants);
  return parsed.zip === null ? loose : loose.filter((lot) => lot.zipCode === null || lot.zipCode === parsed.zip);
}

/** What a free-text address resolves to: one lot, or none with the boroughs it was found in when more than one. */
export interface AddressResolution {
  resolved: ResolvedAddress | null;
  /** The boroughs (best first) an address found in several of, with none named; else empty. */
  boroughs: BoroughCode[];
  /** The best candidate of an ambiguous address, to name it in a message; else null. */
  example: ResolvedAddress | null;
}

/**
 * Resolves a free-text address like `resolveAddress`, and says why an address with a house
 * number gave no lot when it was found in several boroughs ("350 5th Avenue": Manhattan and Brooklyn).
 */
export async function resolveAddressWithBoroughs(db: Database, text: string): Promise<AddressResolution> {
  const candidates = await resolveAddressCandidates(db, text);
  const best = candidates[0];
  if (!best) return { resolved: null, boroughs: [], example: null };
  if (best.matchedBy === 'street') return { resolved: candidates.length === 1 ? best : null, boroughs: [], example: null };
  const boroughs = [...new Set(candidates.map((c) => c.borough))];
  return boroughs.length === 1 ? { resolved: best, boroughs: [], example: null } : { resolved: null, boroughs, example: best };
}

/**
 * Resolves a free-text NYC address ("350 5th Ave, Manhattan", "31-15 Ditmars Blvd 11105", a BBL)
 * to one lot, or null when nothing matches or the answer is not clear: an address found in
 * several boroughs with none named, or a street (no house number) with more than one lot. Several
 * lots of one borough sharing an address (a condominium's units) resolve to the best-ranked one.
 */
export async function resolveAddress(db: Database, text: string): Promise<ResolvedAddress | null> {
  return (await resolveAddressWithBoroughs(db, text)).resolved;
}

/**
 * The lot's best display address — a single house number from PAD first, then PLUTO, then other
 * datasets, the lowest number — or null when the BBL has no known address.
 */
export async function resolveBbl(db: Database, bbl: string): Promise<ResolvedAddress | null> {
  const lot = parseBbl(bbl);
  if (lot === null) return null;
  const [row] = await db
    .select()
    .from(nycAddresses)
    .where(eq(nycAddresses.bbl, lot))
    .orderBy(
      sql`${nycAddresses.houseLow} is null`,
      byDatasetRank,
      sql`${nycAddresses.houseLow} is distinct from ${nycAddresses.houseHigh}`,
      asc(nycAddresses.houseLowNumber),
      asc(nycAddresses.houseLow),
      asc(nycAddresses.streetText),
    )
    .limit(1);
  if (!row) return null;
  const resolved = resolvedFrom(row, row.houseLow, 'exact');
  const [withOwnUnit] = await applyUnit(db, [resolved], null);
  return withOwnUnit ?? resolved;
}
