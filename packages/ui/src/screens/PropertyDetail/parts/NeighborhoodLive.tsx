import { formatCurrency, formatNumber, formatPercent } from '@rei/engine';
import { Meter } from '../../../components/Meter';
import { Skeleton } from '../../../components/Skeleton';
import { neighborhoodSource, type NeighborhoodLiveState, type NeighborhoodMeterView, type NeighborhoodSourceView, type NeighborhoodView } from '../neighborhoodLive';
import { DataList, DataSection } from './DataSection';
import * as styles from './parts.css';

const METER_TONES = { good: 'success', ok: 'accent', warn: 'warning', bad: 'danger' } as const;

function LiveMeter({ label, meter, missing }: { label: string; meter: NeighborhoodMeterView | null; missing: string }) {
  // An empty gauge would read as the worst level; missing data is said in words instead.
  if (!meter) return <p className={styles.muted}>{label}: no meter — {missing}</p>;
  return <Meter label={label} value={meter.score} levelText={meter.level} tone={METER_TONES[meter.tone]} />;
}

/** Why a block has no figures: the source's own sentence. */
function Problem({ source }: { source: NeighborhoodSourceView }) {
  return <p className={styles.muted}>{source.problem ?? `${source.title} gave no answer.`}</p>;
}

const orNA = (value: number | null, format: (n: number) => string) => (value === null ? 'N/A (no estimate)' : format(value));

/**
 * The Neighborhood tab from public sources: the engine's meters read from NYPD complaints, DOE
 * schools and the census tract, each block with its source and retrieval date — or, for a source
 * that is off or unreachable, the sentence saying so. Sex offenders: no public source, said so.
 */
export function NeighborhoodLive({ state }: { state: NeighborhoodLiveState }) {
  if (state.loading) {
    return (
      <DataSection title="Neighborhood">
        <div aria-busy="true">
          <p role="status" className={styles.muted}>
            Asking NYPD complaint data, DOE school locations and the Census for this lot…
          </p>
          <Skeleton height="md" lines={3} />
        </div>
      </DataSection>
    );
  }
  if (state.error || !state.data) {
    return (
      <DataSection title="Neighborhood">
        <p role="alert" className={styles.muted}>
          Neighborhood figures could not be loaded{state.error ? `: ${state.error}` : '.'}
        </p>
      </DataSection>
    );
  }
  return <NeighborhoodFigures data={state.data} />;
}

function NeighborhoodFigures({ data }: { data: NeighborhoodView }) {
  const { crime, schools, census, meters } = data;
  return (
    <div className={styles.stack}>
      <DataSection title="Neighborhood Quality">
        <div className={styles.grid2}>
          <LiveMeter label="Walkability" meter={meters.walk} missing="" />
          <LiveMeter label="Traffic" meter={meters.traffic} missing="" />
          <LiveMeter label="Crime" meter={meters.crime} missing="no complaint count for this lot." />
          <LiveMeter label="Sex Offenders" meter={meters.offender} missing="no public source (see below)." />
        </div>
        <ul className={styles.list} aria-label="What the meters assumed">
          {data.assumptions.map((assumption) => (
            <li key={assumption} className={styles.assumptionSource}>
              {assumption}
            </li>
          ))}
        </ul>
      </DataSection>
      <div className={styles.grid2}>
        <DataSection title="Crime Nearby" source={neighborhoodSource(crime.source)}>
          {crime.data ? (
            <DataList
              single
              rows={[
                { label: `Complaints within ${crime.data.radiusMiles} mi, ${crime.data.year}`, value: formatNumber(crime.data.totalCrimes) },
                { label: 'Felonies', value: formatNumber(crime.data.felonies) },
                { label: 'Misdemeanors', value: formatNumber(crime.data.misdemeanors) },
                { label: 'Violations', value: formatNumber(crime.data.violations) },
              ]}
            />
          ) : crime.source.status === 'answered' ? (
            <p className={styles.muted}>No complaints recorded within the radius in the last two full years.</p>
          ) : (
            <Problem source={crime.source} />
          )}
        </DataSection>
        <DataSection title="Demographics" source={neighborhoodSource(census.source)}>
          {census.data ? (
            <>
              <p className={styles.muted}>{census.data.tractName} · ACS 5-year {census.data.year - 4}–{census.data.year}</p>
              <DataList
                single
                rows={[
                  { label: 'Population', value: orNA(census.data.totalPopulation, formatNumber) },
                  { label: 'Median household income', value: orNA(census.data.medianIncome, (n) => formatCurrency(n)) },
                  { label: 'Housing units', value: orNA(census.data.totalHousingUnits, formatNumber) },
                  { label: 'Bachelor’s degree or higher (age 25+)', value: orNA(census.data.bachelorsDegree, (n) => formatPercent(n)) },
                ]}
              />
            </>
          ) : census.source.status === 'answered' ? (
            <p className={styles.muted}>The Census has no figures for this lot’s tract.</p>
          ) : (
            <Problem source={census.source} />
          )}
        </DataSection>
        <DataSection title={`Schools within ${schools.radiusMiles} mi`} source={neighborhoodSource(schools.source)}>
          {schools.data === null ? (
            <Problem source={schools.source} />
          ) : schools.data.length === 0 ? (
            <p className={styles.muted}>No DOE school location within {schools.radiusMiles} mi.</p>
          ) : (
            <ul className={styles.list}>
              {schools.data.map((school) => (
                <li key={`${school.name}|${school.address ?? ''}`}>
                  <strong>{school.name}</strong> · {school.distanceMiles} mi
                  <br />
                  <span className={styles.muted}>
                    {school.address ?? 'Address N/A'} · Grades {school.grades ?? 'N/A'} · {school.type ?? 'Type N/A'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DataSection>
        <DataSection title="Sex Offenders">
          <p className={styles.muted}>{data.sexOffenders.note}</p>
        </DataSection>
      </div>
    </div>
  );
}
