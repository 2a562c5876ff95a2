/**
 * The public-record half of a property search: typed text → a lot (`lookupAddress`: local data,
 * the suggestion list's answer, GeoSearch when live) → its record (imported or live), or a 404
 * that says why nothing was found and what to try (`AddressNotFound` in the contract).
 */
import type { AddressCandidate, AddressNotFound, ConsultedDataset, NycPropertyData, PropertySearchResponse } from '../contract';
import type { Database } from '../db/client';
import { ApiError, ERROR_CODES } from '../errors';
import { boroughName } from '../nyc/address/addressRow';
import { lookupAddress, type AddressCandidate as LookupCandidate } from '../nyc/address/lookup';
import { resolveBbl } from '../nyc/address/resolve';
import { parseBbl } from '../nyc/import/fields';
import { nycPropertyData } from '../nyc/enrichment';
import { importTitle, latestImports } from '../nyc/enrichment/provenance';
import { geoSearchClientOf, type GeoSearchClient, type GeoSearchConfig } from '../nyc/geosearch/client';
import type { SodaConfig } from '../nyc/soda/config';
import { ambiguousAddressMessage, propertyFromNycData, propertyOfLot } from './nycProperty';

/** A search that found no lot, with the reason and what to try; the route answers it as a 404 with `notFound`. */
export class AddressNotFoundError extends ApiError {
  constructor(
    readonly detail: AddressNotFound,
    message: string = messageOf(detail),
  ) {
    super(404, ERROR_CODES.notFound, message);
  }
}

/**
 * The one-line message of each reason (the `message` of the 404); `directoryAsked` false: the
 * directory's circuit was open, so it was not asked at all.
 */
function messageOf(detail: AddressNotFound, directoryAsked = true): string {
  // The typed text is not repeated: the search box shows it, and an answer never echoes what it was asked.
  switch (detail.reason) {
    case 'not-in-directory':
      return "This address is not in the city's address directory.";
    case 'no-records':
      return `${detail.address ?? 'The lot'} (BBL ${detail.bbl}) exists, but none of the datasets consulted has a record of it.`;
    case 'ambiguous':
      return `This matches ${detail.candidates.length} addresses; pick one.`;
    case 'offline':
      if (detail.live === 'off') return 'This address is in no imported dataset, and live lookups are off.';
      return !directoryAsked
        ? "This address is in no imported dataset, and the city's address directory was not consulted: it did not answer a moment ago."
        : "This address is in no imported dataset, and the city's address directory could not be reached.";
  }
}

/** The app's GeoSearch client for a request (its unreadable answers logged to `log`), or null when live lookups are off (`config.geosearch` null). */
export function geoSearchClientFor(
  config: GeoSearchConfig | null,
  log?: (message: string, details: Record<string, unknown>) => void,
): GeoSearchClient | null {
  if (!config) return null;
  const client = geoSearchClientOf(config);
  return log ? client.withLog(log) : client;
}

/** What the search may ask besides the database. */
export interface AddressSearchDeps {
  /** Live NYC Open Data, or null when off. */
  readonly soda: SodaConfig | null;
  /** GeoSearch, or null when live lookups are off. */
  readonly geosearch: GeoSearchConfig | null;
  /** Told about an unreadable GeoSearch answer. */
  readonly log?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The datasets consulted: every imported one (newest run), GeoSearch when it answered, and NYC
 * Open Data when the lot's record was asked of it (a BBL was known and live lookups are on).
 */
async function consultedDatasets(db: Database, deps: AddressSearchDeps, asked: { directory: boolean; records: boolean }): Promise<ConsultedDataset[]> {
  const imported = [...(await latestImports(db)).values()].sort((a, b) => (a.dataset < b.dataset ? -1 : 1)).map((run) => ({ dataset: run.dataset, title: importTitle(run), mode: 'imported' as const }));
  const live: ConsultedDataset[] = [];
  if (asked.directory) live.push({ dataset: 'geosearch', title: "NYC Planning GeoSearch (the city's address directory, PAD)", mode: 'live' });
  if (asked.records && deps.soda) live.push({ dataset: 'nyc-open-data', title: 'NYC Open Data (PLUTO, sales, HPD, DOB, ECB, 311, ACRIS…)', mode: 'live' });
  return [...imported, ...live];
}

/** Whether the record holds anything at all about the lot. */
export function recordHasData(data: NycPropertyData): boolean {
  const v = data.violations;
  const violations = v !== null && v.hpd.open + v.hpd.closed + v.ecb.open + v.ecb.closed + v.dob.open + v.dob.closed > 0;
  return (
    data.lot !== null ||
    data.lastSale !== null ||
    data.salesHistory.length > 0 ||
    data.owners.length > 0 ||
    violations ||
    (data.permits?.total ?? 0) > 0 ||
    (data.complaints311?.total ?? 0) > 0 ||
    (data.evictionDetails?.count ?? 0) > 0 ||
    data.taxLienDetails !== null ||
    data.waterLiens.length > 0 ||
    data.foreclosureDetails !== null
  );
}

// Said to an investor, not an operator: the commands are in the README's NYC data section.
const IMPORT_HINT = 'Ask whoever runs this REI installation to load the city\'s address directory (PAD) or PLUTO lot data; until then only addresses in the loaded data are found.';
const SPELLING_HINT = 'Check the house number and the street name; add the borough or the ZIP code (e.g. "…, Brooklyn" or "… 11206").';
const BBL_HINT = 'Search by BBL instead: 10 digits, borough (1–5), block (5 digits), lot (4 digits), e.g. 3015910050.';

function candidatesOf(candidates: readonly LookupCandidate[]): AddressCandidate[] {
  return candidates.map((c) => ({ label: c.label, borough: c.borough, boroughName: boroughName(c.borough), bbl: c.bbl }));
}

/**
 * The lot the text names, with its public record, as a property; an `AddressNotFoundError`
 * when there is none, saying which of the four reasons holds. A lot found whose record is empty
 * in every dataset consulted — known only from the address directory (GeoSearch) or as a typed
 * BBL — is the `no-records` reason (the address exists, the data does not). A lot found in local
 * data is shown even when its blocks are empty: the dataset that holds its address has it.
 */
export async function nycPropertyForSearch(db: Database, text: string, deps: AddressSearchDeps): Promise<PropertySearchResponse> {
  const liveState = deps.geosearch || deps.soda ? 'on' : 'off';
  const base = { bbl: null, address: null, candidates: [], consulted: [] as ConsultedDataset[], tryNext: [] as string[] };
  const typedBbl = parseBbl(text);
  if (typedBbl !== null && (await resolveBbl(db, typedBbl)) === null) {
    // A BBL no local address knows: its record (imported or live) is the answer, or no-records.
    const data = await nycPropertyData(db, typedBbl, deps.soda);
    if (recordHasData(data)) return propertyFromNycData(data, { address: data.lot?.address ?? `BBL ${typedBbl}`, zip: data.lot?.zipCode ?? null });
    throw new AddressNotFoundError({
      ...base,
      reason: 'no-records',
      bbl: typedBbl,
      consulted: await consultedDatasets(db, deps, { directory: false, records: true }),
      live: liveState,
      tryNext: [IMPORT_HINT, ...(deps.soda ? [] : ['Live lookups are turned off on this installation; with them on, the lot is fetched from NYC Open Data by its BBL.'])],
    });
  }
  const lookup = await lookupAddress(db, text, geoSearchClientFor(deps.geosearch, deps.log));
  switch (lookup.kind) {
    case 'resolved': {
      const data = await nycPropertyData(db, lookup.resolved.bbl, deps.soda);
      // Found in local data: a dataset has the address itself, so the page shows the lot (and what it lacks).
      if (lookup.via !== 'directory' || recordHasData(data)) return propertyOfLot(data, lookup.resolved);
      throw new AddressNotFoundError({
        ...base,
        reason: 'no-records',
        bbl: lookup.resolved.bbl,
        address: lookup.resolved.displayAddress,
        consulted: await consultedDatasets(db, deps, { directory: lookup.directoryConsulted, records: true }),
        live: liveState,
        tryNext: [
          IMPORT_HINT,
          ...(deps.soda ? [] : ['Live lookups are turned off on this installation; with them on, the lot is fetched from NYC Open Data by its BBL.']),
        ],
      });
    }
    case 'ambiguous': {
      const detail: AddressNotFound = {
        ...base,
        reason: 'ambiguous',
        candidates: candidatesOf(lookup.candidates),
        consulted: await consultedDatasets(db, deps, { directory: lookup.via === 'directory', records: false }),
        live: liveState,
        tryNext: ['Pick one of the addresses below, or add the borough or ZIP code to what you typed.'],
      };
      // One address in several boroughs: the message names them and shows the text with a borough added.
      const [example] = lookup.byBorough ?? [];
      const message = example ? ambiguousAddressMessage(text, example, lookup.byBorough!.map((lot) => lot.borough)) : undefined;
      throw new AddressNotFoundError(detail, message);
    }
    case 'not-in-directory':
      throw new AddressNotFoundError({
        ...base,
        reason: 'not-in-directory',
        consulted: await consultedDatasets(db, deps, { directory: true, records: false }),
        live: 'on',
        tryNext: [SPELLING_HINT, BBL_HINT],
      });
    case 'unresolved': {
      // An open circuit: the directory failed to answer a moment ago and was not asked this time.
      const notAsked = lookup.failure === 'circuit-open';
      const detail: AddressNotFound = {
        ...base,
        reason: 'offline',
        consulted: await consultedDatasets(db, deps, { directory: false, records: false }),
        live: lookup.live,
        tryNext: [
          SPELLING_HINT,
          lookup.live === 'off'
            ? 'Live lookups are turned off on this installation; with them on, the address is looked up in the city\'s address directory.'
            : notAsked
              ? 'Try again in a minute or when this machine is online: the city\'s address directory (GeoSearch) did not answer a moment ago, so it was not asked this time.'
              : 'Try again when this machine is online: the city\'s address directory (GeoSearch) did not answer.',
          IMPORT_HINT,
          BBL_HINT,
        ],
      };
      throw new AddressNotFoundError(detail, messageOf(detail, !notAsked));
    }
  }
}
