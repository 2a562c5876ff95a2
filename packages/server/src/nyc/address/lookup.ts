/**
 * An address typed in the search box → one lot, or why not. Local data first (the addresses of
 * every imported dataset: the starter sales, PAD, PLUTO…), then the same suggestions the search
 * box lists (so typed text the list matched resolves like picking the suggestion), then — when
 * live lookups are on — NYC Planning's GeoSearch, whose answer carries the lot's BBL and BIN.
 */
import { boroughCode, nycStreetText, type BoroughCode } from '@rei/engine';
import type { Database } from '../../db/client';
import { GeoSearchError, type GeoSearchAddress, type GeoSearchClient } from '../geosearch/client';
import { boroughName } from './addressRow';
import { parseNycAddress, type ParsedNycAddress } from './parse';
import { resolveAddressCandidates, type ResolvedAddress } from './resolve';
import { suggestNycAddresses } from './suggest';

/** One lot an ambiguous address may mean. */
export interface AddressCandidate {
  /** "350 5 AVENUE, Manhattan, NY 10118": searching it finds this lot. */
  readonly label: string;
  readonly borough: BoroughCode;
  readonly bbl: string | null;
}

/** Where an answer came from. */
export type LookupSource = 'local' | 'suggestion' | 'directory';

export type AddressLookup =
  | { readonly kind: 'resolved'; readonly resolved: ResolvedAddress; readonly via: LookupSource; readonly directoryConsulted: boolean }
  | {
      readonly kind: 'ambiguous';
      readonly candidates: readonly AddressCandidate[];
      readonly via: LookupSource;
      /** Local answers with a house number found in several boroughs: the best lot of each (else absent). */
      readonly byBorough?: readonly ResolvedAddress[];
    }
  /** GeoSearch answered and the city's address directory has no such address. */
  | { readonly kind: 'not-in-directory' }
  /** Nothing local, and GeoSearch is off (`NYC_LIVE=off`) or could not be asked (`unreachable`). */
  | { readonly kind: 'unresolved'; readonly live: 'off' | 'unreachable'; readonly failure: string | null };

/** Candidates listed at most. */
const MAX_CANDIDATES = 8;

function candidateOf(resolved: ResolvedAddress): AddressCandidate {
  return { label: resolved.displayAddress, borough: resolved.borough, bbl: resolved.bbl };
}

/** The local answer: one lot, several (ambiguous), or null when local data knows nothing of the text. */
async function lookupLocally(db: Database, text: string): Promise<AddressLookup | null> {
  const candidates = await resolveAddressCandidates(db, text);
  const best = candidates[0];
  if (!best) return null;
  // A unit typed that is none of the address's condominium unit lots: the units the data has, to pick from.
  if (candidates.some((c) => c.unit?.asked && c.unit.kind === 'condo-lot' && c.unit.designator !== c.unit.asked)) {
    return { kind: 'ambiguous', candidates: candidates.slice(0, MAX_CANDIDATES).map(candidateOf), via: 'local' };
  }
  if (best.matchedBy === 'street') {
    if (candidates.length === 1) return { kind: 'resolved', resolved: best, via: 'local', directoryConsulted: false };
    return { kind: 'ambiguous', candidates: candidates.slice(0, MAX_CANDIDATES).map(candidateOf), via: 'local' };
  }
  const boroughs = [...new Set(candidates.map((c) => c.borough))];
  if (boroughs.length === 1) return { kind: 'resolved', resolved: best, via: 'local', directoryConsulted: false };
  // One candidate per borough, each the best of its borough.
  const perBorough = boroughs.map((borough) => candidates.find((c) => c.borough === borough)!);
  return { kind: 'ambiguous', candidates: perBorough.map(candidateOf), via: 'local', byBorough: perBorough };
}

/**
 * What the suggestion list shows for the text: one address → resolved exactly as picking it
 * (its label searched); several → ambiguous with them; none → null.
 */
async function lookupBySuggestions(db: Database, text: string): Promise<AddressLookup | null> {
  const suggestions = await suggestNycAddresses(db, text, MAX_CANDIDATES);
  const distinct = [...new Map(suggestions.map((s) => [`${s.bbl}|${s.key}`, s])).values()];
  if (distinct.length === 0) return null;
  if (distinct.length === 1) {
    const picked = await lookupLocally(db, distinct[0]!.label);
    if (picked?.kind === 'resolved') return { ...picked, via: 'suggestion' };
    return picked;
  }
  return { kind: 'ambiguous', candidates: distinct.map((s) => ({ label: s.label, borough: s.borough, bbl: s.bbl })), via: 'suggestion' };
}

/** "150 COURT STREET, Brooklyn, NY 11201" */
function directoryLabel(address: GeoSearchAddress): string {
  const street = [address.houseNumber, address.street].filter(Boolean).join(' ') || address.label.split(',')[0]!;
  const borough = address.borough ? `, ${boroughName(address.borough)}` : '';
  return `${street}${borough}, NY${address.zip ? ` ${address.zip}` : ''}`;
}

/**
 * The directory's addresses that match what was typed: in the borough named, with the house
 * number typed, and — when some street is the typed one, or starts with it ("court" → "court
 * street") — on that street; the ZIP typed ranks its addresses first. One entry per lot.
 */
export function matchingDirectoryAddresses(addresses: readonly GeoSearchAddress[], parsed: ParsedNycAddress): GeoSearchAddress[] {
  const borough = parsed.borough ?? parsed.zipBorough;
  let found = addresses.filter((a) => borough === null || a.borough === borough);
  if (parsed.houseNumber !== null) found = found.filter((a) => a.houseNumber?.toUpperCase() === parsed.houseNumber);
  if (parsed.street !== '') {
    const streetOf = (a: GeoSearchAddress) => (a.street ? nycStreetText(a.street) : '');
    const same = found.filter((a) => streetOf(a) === parsed.street);
    const starting = found.filter((a) => streetOf(a).startsWith(`${parsed.street} `));
    if (same.length > 0) found = same;
    else if (starting.length > 0) found = starting;
  }
  if (parsed.zip !== null) {
    const inZip = found.filter((a) => a.zip === parsed.zip);
    if (inZip.length > 0) found = inZip;
  }
  return [...new Map(found.map((a) => [a.bbl, a])).values()];
}

async function lookupInDirectory(geosearch: GeoSearchClient, text: string): Promise<AddressLookup> {
  let addresses: GeoSearchAddress[];
  try {
    addresses = await geosearch.search(text);
  } catch (error) {
    const failure = error instanceof GeoSearchError ? error.failure : 'unreachable';
    return { kind: 'unresolved', live: 'unreachable', failure };
  }
  const parsed = parseNycAddress(text);
  const matching = matchingDirectoryAddresses(addresses, parsed);
  if (matching.length === 0) return { kind: 'not-in-directory' };
  if (matching.length > 1) {
    const candidates = matching
      .filter((a) => a.borough !== null)
      .slice(0, MAX_CANDIDATES)
      .map((a) => ({ label: directoryLabel(a), borough: a.borough!, bbl: a.bbl }));
    return { kind: 'ambiguous', candidates, via: 'directory' };
  }
  const hit = matching[0]!;
  const borough = hit.borough ?? boroughCode(hit.bbl.charAt(0))!;
  return {
    kind: 'resolved',
    via: 'directory',
    directoryConsulted: true,
    resolved: {
      bbl: hit.bbl,
      bin: hit.bin,
      borough,
      displayAddress: directoryLabel(hit),
      houseNumber: hit.houseNumber,
      streetName: hit.street ?? hit.label.split(',')[0]!,
      zipCode: hit.zip,
      matchedBy: 'directory',
      // The directory answers the building: a unit typed stays its apartment.
      unit: parsed.unit === null ? null : { designator: parsed.unit, kind: 'apartment', asked: parsed.unit },
    },
  };
}

/**
 * Resolves typed text to a lot: local addresses, then the suggestion list's answer, then
 * GeoSearch when `geosearch` is given (live lookups on). See `AddressLookup` for the answers.
 */
export async function lookupAddress(db: Database, text: string, geosearch: GeoSearchClient | null): Promise<AddressLookup> {
  const local = await lookupLocally(db, text);
  if (local) return local;
  const suggested = await lookupBySuggestions(db, text);
  if (suggested) return suggested;
  if (!geosearch) return { kind: 'unresolved', live: 'off', failure: null };
  return lookupInDirectory(geosearch, text);
}
