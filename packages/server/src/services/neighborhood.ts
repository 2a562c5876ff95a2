/**
 * The neighbourhood of a lot from public sources, each figure with its source and date: NYPD
 * complaints within a quarter mile (qgea-i56i), DOE schools within half a mile (wg9x-4ke6), the
 * census tract's ACS 5-year figures (US Census API). The meters are the engine's rules read from
 * these numbers. A source that is off or cannot be reached is named as such; nothing is invented.
 */
import { bachelorsOrHigherShare, boroughCode, neighborhoodMeters, type BoroughCode, type NycProvenance } from '@rei/engine';
import type { NeighborhoodResponse, NeighborhoodSource } from '../contract';
import type { Database } from '../db/client';
import { boroughOfBbl } from '../nyc/enrichment';
import {
  censusClientFor,
  complaintsAround,
  CRIME_RADIUS_MILES,
  DOE_SCHOOLS,
  lotLocation,
  NYPD_HISTORIC,
  SCHOOL_RADIUS_MILES,
  schoolsNear,
  type CensusConfig,
  type LotLocation,
} from '../nyc/neighborhood';
import { sodaClientFor, type SodaConfig } from '../nyc/soda/client';

export type NeighborhoodLog = (error: unknown, message: string) => void;

export interface NeighborhoodDeps {
  readonly db: Database;
  readonly soda: SodaConfig | null;
  readonly census: CensusConfig | null;
  readonly log: NeighborhoodLog;
  readonly today?: Date;
}

/** Said where a count of registered sex offenders would go: NYC Open Data has no such dataset. */
export const SEX_OFFENDER_NOTE =
  'No public dataset gives registered sex offenders by location in a form REI can count: New York State’s registry is searched one person or address at a time at criminaljustice.ny.gov. No number is shown.';

const CENSUS_TITLE = 'US Census Bureau ACS 5-year estimates';

function provenance(dataset: string, sourceId: string, title: string, fetchedAt: Date): NycProvenance {
  return { dataset, sourceId, title, asOf: fetchedAt.toISOString().slice(0, 10), retrievedAt: fetchedAt.toISOString() };
}

const answered = (title: string, prov: NycProvenance): NeighborhoodSource => ({ title, status: 'answered', problem: null, provenance: prov });
const off = (title: string, what: string): NeighborhoodSource => ({
  title, status: 'off', provenance: null, problem: `${what} come from ${title}, which is off on this server (live lookups are turned off).`,
});
const notReachable = (title: string): NeighborhoodSource => ({
  title, status: 'not-reachable', provenance: null, problem: `${title} is not reachable right now; no figure is shown rather than a guess.`,
});
const locationUnreachable = (title: string): NeighborhoodSource => ({
  title, status: 'not-reachable', provenance: null,
  problem: `PLUTO (64uk-42ks), which gives the lot’s location, is not reachable right now, so ${title} could not be asked; no figure is shown rather than a guess.`,
});
const noLocation = (title: string, what: string): NeighborhoodSource => ({
  title, status: 'no-location', provenance: null, problem: `The lot’s ${what} is not known (PLUTO gives none), so ${title} could not be asked.`,
});

/** Runs one source: its value, or the source's problem (logged) — never a thrown error. */
async function attempt<T>(title: string, log: NeighborhoodLog, run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; source: NeighborhoodSource }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    log(error, `neighbourhood: ${title} could not be read`);
    return { ok: false, source: notReachable(title) };
  }
}

/** GET /api/properties/bbl/{bbl}/neighborhood (see the module comment). */
export async function lotNeighborhood(deps: NeighborhoodDeps, bbl: string): Promise<NeighborhoodResponse> {
  const { db, log } = deps;
  const borough = boroughOfBbl(bbl) as BoroughCode;
  const soda = deps.soda ? sodaClientFor(db, deps.soda) : null;
  const crimeTitle = `${NYPD_HISTORIC.title} (${NYPD_HISTORIC.id})`;
  const schoolTitle = `${DOE_SCHOOLS.title} (${DOE_SCHOOLS.id})`;

  const located = await attempt<LotLocation>('PLUTO (64uk-42ks)', log, () => lotLocation(db, soda, bbl));
  const location: LotLocation = located.ok ? located.value : { latitude: null, longitude: null, tract: null, from: 'none' };
  const point = location.latitude !== null && location.longitude !== null ? { latitude: location.latitude, longitude: location.longitude } : null;

  const crimeTask = async (): Promise<NeighborhoodResponse['crime']> => {
    if (!soda) return { data: null, source: off(crimeTitle, 'Crime counts') };
    if (!point) return { data: null, source: located.ok ? noLocation(crimeTitle, 'location') : locationUnreachable(crimeTitle) };
    const result = await attempt(crimeTitle, log, () => complaintsAround(soda, point, deps.today ?? new Date()));
    if (!result.ok) return { data: null, source: result.source };
    const source = answered(crimeTitle, provenance(`soda:${NYPD_HISTORIC.id}`, NYPD_HISTORIC.id, `${NYPD_HISTORIC.title} (NYC Open Data, live)`, result.value.fetchedAt));
    const counts = result.value.counts;
    return { data: counts ? { ...counts, radiusMiles: CRIME_RADIUS_MILES } : null, source };
  };

  const schoolTask = async (): Promise<NeighborhoodResponse['schools']> => {
    if (!soda) return { data: null, radiusMiles: SCHOOL_RADIUS_MILES, source: off(schoolTitle, 'Nearby schools') };
    if (!point) return { data: null, radiusMiles: SCHOOL_RADIUS_MILES, source: located.ok ? noLocation(schoolTitle, 'location') : locationUnreachable(schoolTitle) };
    const result = await attempt(schoolTitle, log, () => schoolsNear(soda, point));
    if (!result.ok) return { data: null, radiusMiles: SCHOOL_RADIUS_MILES, source: result.source };
    return {
      data: result.value.schools,
      radiusMiles: SCHOOL_RADIUS_MILES,
      source: answered(schoolTitle, provenance(`soda:${DOE_SCHOOLS.id}`, DOE_SCHOOLS.id, `${DOE_SCHOOLS.title} (NYC Open Data, live)`, result.value.fetchedAt)),
    };
  };

  const censusTask = async (): Promise<{ census: NeighborhoodResponse['census']; transit: number | null }> => {
    const title = `${CENSUS_TITLE}${deps.census ? ` ${deps.census.year - 4}–${deps.census.year}` : ''}`;
    if (!deps.census) return { census: { data: null, source: off(title, 'Tract demographics') }, transit: null };
    const tract = location.tract;
    if (!tract) return { census: { data: null, source: located.ok ? noLocation(title, 'census tract') : locationUnreachable(title) }, transit: null };
    const client = censusClientFor(db, deps.census);
    const result = await attempt(title, log, () => client.tractFigures(tract));
    if (!result.ok) return { census: { data: null, source: result.source }, transit: null };
    const { figures, fetchedAt } = result.value;
    const source = answered(title, provenance(`census:acs5:${deps.census.year}`, `acs/acs5 ${deps.census.year} tract ${tract.county}${tract.tract}`, title, fetchedAt));
    if (!figures) return { census: { data: null, source }, transit: null };
    return {
      census: {
        data: {
          tractName: figures.name,
          year: deps.census.year,
          totalPopulation: figures.totalPopulation,
          medianIncome: figures.medianIncome,
          totalHousingUnits: figures.housingUnits,
          bachelorsDegree: bachelorsOrHigherShare({
            population25Plus: figures.educationTotal,
            bachelors: figures.bachelors,
            masters: figures.masters,
            professional: figures.professional,
            doctorate: figures.doctorate,
          }),
        },
        source,
      },
      transit: figures.transitCommuters,
    };
  };

  const [crime, schools, { census, transit }] = await Promise.all([crimeTask(), schoolTask(), censusTask()]);
  const meters = neighborhoodMeters({
    borough,
    censusData: transit === null ? null : { populationDensity: null, transportation: { publicTransit: transit } },
    schools: schools.data,
    crimeData: crime.data ? { totalCrimes: crime.data.totalCrimes } : null,
    sexOffenderData: null,
  });
  const assumptions = [
    `Walkability reads the borough (${boroughCode(borough) ?? borough}), whether tract residents commute by public transit (${transit === null ? 'unknown: no census figure, counted as no' : `${transit} commuters`}) and whether a school is within ${SCHOOL_RADIUS_MILES} mi.`,
    'Traffic reads the borough; population density per square mile is not fetched, so outside Manhattan, Brooklyn and Queens it reads Light.',
    crime.data
      ? `Crime counts every NYPD complaint (felonies, misdemeanours, violations) within ${CRIME_RADIUS_MILES} mi in ${crime.data.year}, against the thresholds 400 / 800 / 1,200 a year.`
      : 'Crime: no complaint count, so no meter.',
    'Sex offenders: no public source, so no meter.',
  ];
  return {
    bbl,
    borough,
    latitude: location.latitude,
    longitude: location.longitude,
    crime,
    schools,
    census,
    sexOffenders: { data: null, note: SEX_OFFENDER_NOTE },
    meters,
    assumptions,
  };
}
