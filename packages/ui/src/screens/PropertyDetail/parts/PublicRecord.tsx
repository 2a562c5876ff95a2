import type { ReactNode } from 'react';
import { datasetTitle, formatCurrency, formatNumber, formatSquareFeet } from '@rei/engine';
import { Table } from '../../../components/Table';
import { DETAIL_TEXT } from '../detailText';
import type { NycComparable, NycPermit, NycProvenance, NycRecord, NycViolation } from '../nycRecord';
import { blockImported, missingBlockText, sourceOf, type NycBlock } from '../nycRecordModel';
import { MAX_WATER_LIENS_SHOWN, textOrNA, yearOrNA } from '../propertyDetailModel';
import { DataList, DataSection, SourceNote } from './DataSection';
import * as styles from './parts.css';

/** Recent violations and permits listed under their counts. */
export const MAX_RECENT_SHOWN = 10;

/** Props of every public-record block: the lot's record (null when the server has none). */
export interface PublicRecordProps {
  record: NycRecord | null;
}

/** One source line per provenance entry. */
function Sources({ provenance }: { provenance: readonly NycProvenance[] }) {
  return (
    <>
      {provenance.map((entry) => (
        <SourceNote key={`${entry.dataset}-${entry.sourceId}`} source={sourceOf(entry)} />
      ))}
    </>
  );
}

/** A block's title with the missing-data text in place of its content. */
function Missing({ title, record, block }: { title: string; record: NycRecord | null; block: NycBlock }) {
  return (
    <DataSection title={title}>
      <p className={styles.muted}>{missingBlockText(record, block)}</p>
    </DataSection>
  );
}

/** Block content, or 'none on record' when its datasets were imported and found nothing. */
function NoneOnRecord({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}

/** Owner of record: each name with the record that named it (PLUTO, HPD registration, ACRIS deed). */
export function OwnersSection({ record }: PublicRecordProps) {
  if (!record || record.owners.length === 0) return <Missing title="Owners of Record" record={record} block="owners" />;
  return (
    <DataSection title="Owners of Record">
      <ul className={styles.list}>
        {record.owners.map((owner) => (
          <li key={`${owner.source}-${owner.name}`}>
            <strong>{owner.name}</strong>{' '}
            <span className={styles.muted}>
              {owner.role === 'managing-agent' ? '· Managing agent ' : ''}· Source: {datasetTitle(owner.source)}
              {owner.asOf ? ` · as of ${owner.asOf}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </DataSection>
  );
}

/** Lot facts from PLUTO. */
export function LotFactsSection({ record }: PublicRecordProps) {
  const lot = record?.lot;
  if (!record || !lot) return <Missing title="Lot Facts (PLUTO)" record={record} block="lot" />;
  return (
    <DataSection title="Lot Facts (PLUTO)" source={sourceOf(lot.provenance)}>
      <DataList
        rows={[
          { label: 'BBL', value: record.bbl },
          { label: 'Address', value: textOrNA(lot.address) },
          { label: 'Building Class', value: lot.buildingClass && lot.buildingClassDescription ? `${lot.buildingClass} — ${lot.buildingClassDescription}` : textOrNA(lot.buildingClass) },
          { label: 'Land Use', value: textOrNA(lot.landUse) },
          { label: 'Lot Area', value: formatSquareFeet(lot.lotArea) },
          { label: 'Building Area', value: formatSquareFeet(lot.buildingArea) },
          { label: 'Floors', value: formatNumber(lot.numFloors) },
          { label: 'Residential Units', value: formatNumber(lot.unitsResidential) },
          { label: 'Total Units', value: formatNumber(lot.unitsTotal) },
          { label: 'Year Built', value: yearOrNA(lot.yearBuilt) },
          { label: 'Zoning', value: [lot.zoneDist1, lot.zoneDist2].filter(Boolean).join(', ') || textOrNA(null) },
          { label: 'Total Assessment', value: formatCurrency(lot.assessTotal) },
        ]}
      />
    </DataSection>
  );
}

function violationColumns() {
  return [
    { key: 'source', header: 'Agency', render: (row: NycViolation) => row.source.toUpperCase() },
    { key: 'issuedDate', header: 'Issued', render: (row: NycViolation) => textOrNA(row.issuedDate) },
    { key: 'violationClass', header: 'Class', render: (row: NycViolation) => textOrNA(row.violationClass) },
    { key: 'status', header: 'Status', render: (row: NycViolation) => (row.statusDetail ? `${row.status} (${row.statusDetail})` : row.status) },
    { key: 'description', header: 'Description', render: (row: NycViolation) => textOrNA(row.description) },
    { key: 'balanceDue', header: 'Balance Due', numeric: true, render: (row: NycViolation) => formatCurrency(row.balanceDue, { decimals: 2 }) },
  ];
}

/** HPD (open/closed, by class), ECB (open/closed, balance due) and DOB (open/closed) violations. */
export function ViolationsSection({ record }: PublicRecordProps) {
  const violations = record?.violations;
  if (!record || !violations) return <Missing title="Violations" record={record} block="violations" />;
  const classes = Object.entries(violations.hpd.byClass).sort(([a], [b]) => a.localeCompare(b));
  const recent = violations.recent.slice(0, MAX_RECENT_SHOWN);
  return (
    <DataSection title="Violations">
      <DataList
        rows={[
          { label: 'HPD Open', value: formatNumber(violations.hpd.open) },
          { label: 'HPD Closed', value: formatNumber(violations.hpd.closed) },
          ...classes.map(([violationClass, count]) => ({ label: `HPD Class ${violationClass}`, value: formatNumber(count) })),
          { label: 'ECB Open', value: formatNumber(violations.ecb.open) },
          { label: 'ECB Closed', value: formatNumber(violations.ecb.closed) },
          { label: 'ECB Balance Due', value: formatCurrency(violations.ecb.balanceDue, { decimals: 2 }) },
          { label: 'DOB Open', value: formatNumber(violations.dob.open) },
          { label: 'DOB Closed', value: formatNumber(violations.dob.closed) },
        ]}
      />
      {recent.length > 0 ? (
        <Table
          caption={`Most recent violations (${recent.length} of ${violations.recent.length} listed)`}
          rowKey={(row: NycViolation) => `${row.source}-${row.id}`}
          rows={recent}
          columns={violationColumns()}
          density="compact"
        />
      ) : null}
      <Sources provenance={violations.provenance} />
    </DataSection>
  );
}

/** DOB job filings: total and the most recent. */
export function PermitsSection({ record }: PublicRecordProps) {
  const permits = record?.permits;
  if (!record || !permits) return <Missing title="Permits (DOB Job Filings)" record={record} block="permits" />;
  const recent = permits.recent.slice(0, MAX_RECENT_SHOWN);
  return (
    <DataSection title="Permits (DOB Job Filings)">
      <DataList single rows={[{ label: 'Job Filings', value: formatNumber(permits.total) }]} />
      {recent.length > 0 ? (
        <Table
          caption="Most recent job filings"
          rowKey={(row: NycPermit) => `${row.source}-${row.jobId}`}
          rows={recent}
          density="compact"
          columns={[
            { key: 'jobId', header: 'Job', render: (row: NycPermit) => row.jobId },
            { key: 'filedDate', header: 'Filed', render: (row: NycPermit) => textOrNA(row.filedDate) },
            { key: 'jobType', header: 'Type', render: (row: NycPermit) => textOrNA(row.jobType) },
            { key: 'status', header: 'Status', render: (row: NycPermit) => textOrNA(row.status) },
            { key: 'initialCost', header: 'Initial Cost', numeric: true, render: (row: NycPermit) => formatCurrency(row.initialCost) },
          ]}
        />
      ) : null}
      <Sources provenance={permits.provenance} />
    </DataSection>
  );
}

/** 311 service requests at the lot: total, open and the most frequent types. */
export function Complaints311Section({ record }: PublicRecordProps) {
  const complaints = record?.complaints311;
  if (!record || !complaints) return <Missing title="311 Complaints" record={record} block="complaints311" />;
  return (
    <DataSection title="311 Complaints" source={sourceOf(complaints.provenance)}>
      <DataList
        rows={[
          { label: 'Total', value: formatNumber(complaints.total) },
          { label: 'Open', value: formatNumber(complaints.open) },
        ]}
      />
      {complaints.topTypes.length > 0 ? (
        <ul className={styles.list} aria-label="Most frequent complaint types">
          {complaints.topTypes.map((type) => (
            <li key={type.complaintType}>
              {type.complaintType}: {formatNumber(type.count)}
            </li>
          ))}
        </ul>
      ) : null}
    </DataSection>
  );
}

/** Marshal evictions, DOF tax liens, ACRIS foreclosure documents and water liens, each with its source. */
export function LegalRecordsSection({ record }: PublicRecordProps) {
  if (!record) return <Missing title="Legal Records" record={record} block="evictions" />;
  const { evictionDetails: evictions, taxLienDetails: taxLien, foreclosureDetails: foreclosure } = record;
  const water = record.waterLiens.slice(0, MAX_WATER_LIENS_SHOWN);
  const noneOr = (block: NycBlock, none: string) => (blockImported(record, block) ? <NoneOnRecord>{none}</NoneOnRecord> : <NoneOnRecord>{missingBlockText(record, block)}</NoneOnRecord>);
  return (
    <div className={styles.grid2}>
      <DataSection title="Evictions" source={evictions ? sourceOf(evictions.provenance) : null}>
        {evictions ? (
          <>
            <DataList single rows={[{ label: 'Executed Evictions', value: formatNumber(evictions.count) }]} />
            {evictions.filings.length > 0 ? (
              <ul className={styles.list}>
                {evictions.filings.map((filing, index) => (
                  <li key={`${filing.docket ?? 'filing'}-${index}`}>
                    {textOrNA(filing.executedDate)} · Docket {textOrNA(filing.docket)} · Apt {textOrNA(filing.apartmentNumber)} · {textOrNA(filing.marshalName)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          noneOr('evictions', 'No executed evictions on record.')
        )}
      </DataSection>
      <DataSection title="Tax Liens" source={taxLien ? sourceOf(taxLien.provenance) : null}>
        {taxLien ? (
          <DataList
            single
            rows={[
              { label: 'Status', value: taxLien.status },
              { label: 'Lien Sale Cycle', value: textOrNA(taxLien.cycle) },
              { label: 'Listed', value: textOrNA(taxLien.filedDate) },
              { label: 'Tax Year', value: textOrNA(taxLien.taxYear) },
              { label: 'Amount', value: formatCurrency(taxLien.lienAmount) },
            ]}
          />
        ) : (
          noneOr('taxLiens', 'Not on any imported tax lien sale list.')
        )}
      </DataSection>
      <DataSection title="Foreclosure" source={foreclosure ? sourceOf(foreclosure.provenance) : null}>
        {foreclosure ? (
          <DataList
            single
            rows={[
              { label: 'Status', value: foreclosure.status },
              { label: 'Document', value: textOrNA(foreclosure.documentType) },
              { label: 'Creditor', value: textOrNA(foreclosure.creditor) },
              { label: 'Debtor', value: textOrNA(foreclosure.debtor) },
              { label: 'Notice Date', value: textOrNA(foreclosure.noticeDate) },
              { label: 'Amount', value: formatCurrency(foreclosure.lienAmount) },
            ]}
          />
        ) : (
          noneOr('foreclosure', 'No foreclosure documents on record.')
        )}
      </DataSection>
      <DataSection title="Water Liens" source={taxLien && water.length > 0 ? sourceOf(taxLien.provenance) : null}>
        {water.length > 0 ? (
          <Table
            caption={record.waterLiens.length > water.length ? `Water liens (first ${water.length} of ${record.waterLiens.length})` : `Water liens (${water.length})`}
            rowKey={(_row, index) => String(index)}
            rows={water}
            density="compact"
            columns={[
              { key: 'period', header: 'Period', render: (row) => textOrNA(row.period) },
              { key: 'type', header: 'Type', render: (row) => row.type },
              { key: 'amount', header: 'Amount', numeric: true, render: (row) => formatCurrency(row.amount, { decimals: 2 }) },
              { key: 'status', header: 'Status', render: (row) => row.status },
            ]}
          />
        ) : (
          noneOr('taxLiens', DETAIL_TEXT.noWaterLiens)
        )}
      </DataSection>
    </div>
  );
}

/** The lot's last sale and its sales history (newest first). */
export function SalesSection({ record }: PublicRecordProps) {
  const lastSale = record?.lastSale;
  if (!record || !lastSale) {
    if (record && blockImported(record, 'sales')) {
      return (
        <DataSection title="Last Sale">
          <NoneOnRecord>No recorded sale of this lot in the imported sales.</NoneOnRecord>
        </DataSection>
      );
    }
    return <Missing title="Last Sale" record={record} block="sales" />;
  }
  return (
    <DataSection title="Last Sale" source={sourceOf(lastSale.provenance)}>
      <DataList
        rows={[
          { label: 'Sale Date', value: lastSale.date },
          { label: 'Sale Price', value: formatCurrency(lastSale.price) },
          { label: 'Building Class at Sale', value: textOrNA(lastSale.buildingClass) },
        ]}
      />
      {record.salesHistory.length > 0 ? (
        <Table
          caption={`Sales history (${record.salesHistory.length})`}
          rowKey={(row, index) => `${row.date}-${index}`}
          rows={record.salesHistory}
          density="compact"
          columns={[
            { key: 'date', header: 'Date', render: (row) => row.date },
            { key: 'price', header: 'Price', numeric: true, render: (row) => formatCurrency(row.price) },
            { key: 'apartmentNumber', header: 'Apartment', render: (row) => textOrNA(row.apartmentNumber) },
          ]}
        />
      ) : null}
    </DataSection>
  );
}

/** "12 found, 9 after filtering". */
export function comparablesCountText(analysis: { totalFound: number; afterFiltering: number }): string {
  return `${formatNumber(analysis.totalFound)} found, ${formatNumber(analysis.afterFiltering)} after filtering`;
}

/** Comparable sales from the record: criteria, counts, averages and the table. */
export function ComparablesSection({ record }: PublicRecordProps) {
  const comparables = record?.comparables;
  if (!record || !comparables) return <Missing title="Comparables Analysis" record={record} block="sales" />;
  return (
    <DataSection title="Comparables Analysis" source={sourceOf(comparables.provenance)}>
      <p className={styles.bodyText}>Criteria: {comparables.criteria}</p>
      <p className={styles.bodyText}>{comparablesCountText(comparables.analysis)}</p>
      <DataList
        rows={[
          { label: DETAIL_TEXT.avgPricePerSqFt, value: formatCurrency(comparables.summary.avgPricePerSqFt, { decimals: 2 }) },
          { label: DETAIL_TEXT.avgSalePrice, value: formatCurrency(comparables.summary.avgSalePrice) },
        ]}
      />
      {comparables.comparables.length === 0 ? (
        <p className={styles.muted}>{DETAIL_TEXT.noComparables}</p>
      ) : (
        <Table
          caption="Comparable sales"
          rowKey={(row: NycComparable, index) => `${row.bbl}-${row.saleDate}-${index}`}
          rows={comparables.comparables}
          density="compact"
          columns={[
            { key: 'address', header: 'Address', rowHeader: true, render: (row: NycComparable) => row.address },
            { key: 'saleDate', header: 'Sale Date', render: (row: NycComparable) => row.saleDate },
            { key: 'salePrice', header: 'Sale Price', numeric: true, render: (row: NycComparable) => formatCurrency(row.salePrice) },
            { key: 'squareFeet', header: 'Sq Ft', numeric: true, render: (row: NycComparable) => formatNumber(row.squareFeet) },
            { key: 'pricePerSqFt', header: '$/Sq Ft', numeric: true, render: (row: NycComparable) => formatCurrency(row.pricePerSqFt, { decimals: 2 }) },
            { key: 'buildingClass', header: 'Class', render: (row: NycComparable) => textOrNA(row.buildingClass) },
            { key: 'units', header: 'Units', numeric: true, render: (row: NycComparable) => formatNumber(row.units) },
            { key: 'yearBuilt', header: 'Year Built', numeric: true, render: (row: NycComparable) => yearOrNA(row.yearBuilt) },
          ]}
        />
      )}
    </DataSection>
  );
}
