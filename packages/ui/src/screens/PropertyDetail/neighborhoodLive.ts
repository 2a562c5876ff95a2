import type { MeterTone, NycProvenance } from '@rei/engine';
import type { DataSource } from './provenance';
import { retrievedText } from './nycRecordModel';

/**
 * The lot's neighbourhood from public sources as the page shows it (the shape of the server's
 * neighbourhood answer; the app passes it through).
 */
export interface NeighborhoodSourceView {
  readonly title: string;
  readonly status: 'answered' | 'not-reachable' | 'off' | 'no-location';
  readonly problem: string | null;
  readonly provenance: NycProvenance | null;
}

export interface NeighborhoodMeterView {
  readonly level: string;
  readonly score: number;
  readonly tone: MeterTone;
}

export interface NeighborhoodView {
  readonly crime: {
    readonly data: {
      readonly totalCrimes: number;
      readonly felonies: number;
      readonly misdemeanors: number;
      readonly violations: number;
      readonly year: number;
      readonly radiusMiles: number;
    } | null;
    readonly source: NeighborhoodSourceView;
  };
  readonly schools: {
    readonly data: readonly {
      readonly name: string;
      readonly address: string | null;
      readonly grades: string | null;
      readonly type: string | null;
      readonly distanceMiles: number;
    }[] | null;
    readonly radiusMiles: number;
    readonly source: NeighborhoodSourceView;
  };
  readonly census: {
    readonly data: {
      readonly tractName: string;
      readonly year: number;
      readonly totalPopulation: number | null;
      readonly medianIncome: number | null;
      readonly totalHousingUnits: number | null;
      readonly bachelorsDegree: number | null;
    } | null;
    readonly source: NeighborhoodSourceView;
  };
  readonly sexOffenders: { readonly data: null; readonly note: string };
  readonly meters: {
    readonly walk: NeighborhoodMeterView;
    readonly traffic: NeighborhoodMeterView;
    readonly crime: NeighborhoodMeterView | null;
    readonly offender: NeighborhoodMeterView | null;
  };
  readonly assumptions: readonly string[];
}

/** The neighbourhood lookup of a property page: loading, failed, or its answer. */
export interface NeighborhoodLiveState {
  readonly loading?: boolean;
  readonly error?: string | null;
  readonly data?: NeighborhoodView | null;
}

/** The source line of a neighbourhood block: the dataset, and when it was retrieved. */
export function neighborhoodSource(source: NeighborhoodSourceView): DataSource | null {
  const provenance = source.provenance;
  if (source.status !== 'answered' || !provenance) return null;
  return {
    dataset: source.title,
    asOf: provenance.asOf,
    ...(provenance.retrievedAt ? { retrieved: retrievedText(provenance.retrievedAt) } : {}),
  };
}
