import { neighborhoodMeters, type MeterTone, type NeighborhoodMeter } from '@rei/engine';
import { Meter } from '../../../components/Meter';
import { DETAIL_TEXT } from '../detailText';
import { MAX_SCHOOLS_SHOWN, demographicRows, hasNeighborhoodData, textOrNA } from '../propertyDetailModel';
import { DataList, DataSection } from './DataSection';
import type { PropertyTabProps } from './OverviewTab';
import { Complaints311Section } from './PublicRecord';
import type { NycRecord } from '../nycRecord';
import { sourceOf } from '../nycRecordModel';
import * as styles from './parts.css';
import type { NeighborhoodLiveState } from '../neighborhoodLive';
import { NeighborhoodLive } from './NeighborhoodLive';

const METER_TONES: Readonly<Record<MeterTone, 'success' | 'accent' | 'warning' | 'danger'>> = {
  good: 'success',
  ok: 'accent',
  warn: 'warning',
  bad: 'danger',
};

function MeterOrMissing({ label, meter }: { label: string; meter: NeighborhoodMeter | null }) {
  // An empty gauge would read as the worst level; missing data is shown as missing instead.
  if (!meter) return <p className={styles.muted}>{label}: N/A (no data)</p>;
  return <Meter label={label} value={meter.score} levelText={meter.level} tone={METER_TONES[meter.tone]} />;
}

/**
 * Neighborhood: the four quality meters of the engine (walk, traffic, crime, offenders;
 * higher is better), census demographics and up to four nearby schools — or 'Neighborhood
 * data not available for this property.'. With `live` (the lot's neighbourhood looked up from
 * NYPD complaints, DOE schools and the Census), those figures with their sources are shown.
 */
export function NeighborhoodTab({ property, provenance = {}, record, live }: PropertyTabProps & { live?: NeighborhoodLiveState }) {
  const publicRecord = record !== undefined ? <NeighborhoodRecord record={record} /> : null;
  if (live) {
    return (
      <div className={styles.stack}>
        <NeighborhoodLive state={live} />
        {publicRecord}
      </div>
    );
  }
  if (!hasNeighborhoodData(property)) {
    return (
      <div className={styles.stack}>
        <DataSection title="Neighborhood">
          <p className={styles.muted}>{DETAIL_TEXT.neighborhoodNotAvailable}</p>
        </DataSection>
        {publicRecord}
      </div>
    );
  }
  const meters = neighborhoodMeters(property);
  const schools = (property.schools ?? []).slice(0, MAX_SCHOOLS_SHOWN);
  return (
    <div className={styles.stack}>
      <DataSection title="Neighborhood Quality" source={provenance.neighborhood}>
        <div className={styles.grid2}>
          <MeterOrMissing label="Walkability" meter={meters.walk} />
          <MeterOrMissing label="Traffic" meter={meters.traffic} />
          <MeterOrMissing label="Crime" meter={meters.crime} />
          <MeterOrMissing label="Sex Offenders" meter={meters.offender} />
        </div>
      </DataSection>
      <div className={styles.grid2}>
        <DataSection title="Demographics" source={provenance.neighborhood}>
          <DataList rows={demographicRows(property)} single />
        </DataSection>
        <DataSection title="Nearby Schools" source={provenance.schools}>
          {schools.length === 0 ? (
            <p className={styles.muted}>No school data for this area.</p>
          ) : (
            <ul className={styles.list}>
              {schools.map((school) => (
                <li key={school.name}>
                  <strong>{school.name}</strong>
                  <br />
                  <span className={styles.muted}>
                    {textOrNA(school.address)} · Grades {textOrNA(school.grades)} · {textOrNA(school.type)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DataSection>
      </div>
      {publicRecord}
    </div>
  );
}

/** The sales neighbourhood DOF files the lot under, and the lot's 311 complaints. */
function NeighborhoodRecord({ record }: { record: NycRecord | null }) {
  const comparables = record?.comparables;
  const name = comparables?.comparables.find((comparable) => comparable.neighborhood)?.neighborhood ?? null;
  return (
    <div className={styles.grid2}>
      {comparables && name ? (
        <DataSection title="Sales Neighborhood" source={sourceOf(comparables.provenance)}>
          <DataList single rows={[{ label: 'DOF Neighborhood', value: name }]} />
        </DataSection>
      ) : null}
      <Complaints311Section record={record} />
    </div>
  );
}
