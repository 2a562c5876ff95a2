import { formatCurrency, formatNumber } from '@rei/engine';
import { Table } from '../../../components/Table';
import type { NycHpdComplaint } from '../nycRecord';
import { missingBlockText, sourceOf } from '../nycRecordModel';
import { textOrNA } from '../propertyDetailModel';
import { DataList, DataSection } from './DataSection';
import type { PublicRecordProps } from './PublicRecord';
import * as styles from './parts.css';

/** Newest HPD complaint problems listed under the counts. */
export const MAX_HPD_COMPLAINTS_SHOWN = 5;

/** "HEAT/HOT WATER · ENTIRE BUILDING · NO HEAT (EMERGENCY)": category, detail and HPD's urgency. */
function problemText(row: NycHpdComplaint): string {
  const what = [row.majorCategory, row.minorCategory, row.problemCode].filter(Boolean).join(' · ') || textOrNA(null);
  return row.problemType ? `${what} (${row.problemType})` : what;
}

/**
 * HPD complaints and problems at the lot: open vs closed problems and the newest few. A block
 * that is present was consulted (imported or live), so an empty one means none on record.
 */
export function HpdComplaintsSection({ record }: PublicRecordProps) {
  const complaints = record?.hpdComplaints;
  if (!record || !complaints) {
    return (
      <DataSection title="HPD Complaints">
        <p className={styles.muted}>{missingBlockText(record, 'hpdComplaints')}</p>
      </DataSection>
    );
  }
  const recent = complaints.recent.slice(0, MAX_HPD_COMPLAINTS_SHOWN);
  return (
    <DataSection title="HPD Complaints" source={sourceOf(complaints.provenance)}>
      <DataList
        rows={[
          { label: 'Open Problems', value: formatNumber(complaints.open) },
          { label: 'Closed Problems', value: formatNumber(complaints.closed) },
        ]}
      />
      {recent.length > 0 ? (
        <Table
          caption={`Newest complaint problems (${recent.length} of ${formatNumber(complaints.open + complaints.closed)})`}
          rowKey={(row: NycHpdComplaint) => row.id}
          rows={recent}
          density="compact"
          columns={[
            { key: 'receivedDate', header: 'Received', render: (row: NycHpdComplaint) => textOrNA(row.receivedDate) },
            { key: 'problem', header: 'Problem', render: problemText },
            { key: 'apartment', header: 'Apt', render: (row: NycHpdComplaint) => textOrNA(row.apartment) },
            { key: 'status', header: 'Status', render: (row: NycHpdComplaint) => row.status },
          ]}
        />
      ) : (
        <p className={styles.muted}>No HPD complaints on record for this lot.</p>
      )}
    </DataSection>
  );
}

/** DOF's newest assessment roll for the lot: market and assessed value, with the roll's fiscal year. */
export function AssessmentsRollSection({ record }: PublicRecordProps) {
  const assessments = record?.assessments;
  if (!record || !assessments) {
    return (
      <DataSection title="DOF Assessment Roll">
        <p className={styles.muted}>{missingBlockText(record, 'assessments')}</p>
      </DataSection>
    );
  }
  const latest = assessments.years[0];
  return (
    <DataSection title="DOF Assessment Roll" source={sourceOf(assessments.provenance)}>
      {latest ? (
        <>
          <DataList
            single
            rows={[
              { label: 'Fiscal Year', value: latest.fiscalYear },
              { label: 'Market Value (DOF estimate)', value: formatCurrency(latest.marketValueTotal) },
              { label: 'Market Value, Land', value: formatCurrency(latest.marketValueLand) },
              { label: 'Assessed Value (before exemptions)', value: formatCurrency(latest.assessedValueTotal) },
              { label: 'Taxable Value', value: formatCurrency(latest.taxableValue) },
              { label: 'Tax Class', value: textOrNA(latest.taxClass) },
              { label: 'Building Class', value: textOrNA(latest.buildingClass) },
            ]}
          />
          {assessments.years.length > 1 ? (
            <ul className={styles.list} aria-label="Earlier assessment rolls">
              {assessments.years.slice(1).map((year) => (
                <li key={year.fiscalYear}>
                  Fiscal year {year.fiscalYear}: market {formatCurrency(year.marketValueTotal)} · assessed {formatCurrency(year.assessedValueTotal)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>No assessment roll on record for this lot.</p>
      )}
    </DataSection>
  );
}
